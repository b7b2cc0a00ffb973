import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { ALL_COUNTS } from './barDisplay';
import { EMPTY_SUMMARY, type ReactionChoice } from './noteActionsContract';
import { ReactionsBarView } from './ReactionsBarView';
import { EmojiChoiceView } from './lazyReactions';
import { sampleLikes, sampleSummary } from './storySummaries';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dave', 'Erin', 'Frank', 'Grace', 'Heidi', 'Ivan', 'Judy', 'Mallory', 'Niaj', 'Olivia'];

const meta = {
  title: 'Reactions/ReactionsBar',
  component: ReactionsBarView,
  args: {
    summary: EMPTY_SUMMARY,
    signedIn: true,
    liked: false,
    reposted: false,
    likerNames: [],
    onReply: fn(),
    onShowReplies: fn(),
    onRepost: fn(),
    onUndoRepost: fn(),
    onQuote: fn(),
    onAskSignIn: fn(),
    onReact: fn(),
    onZap: fn(),
    onShare: fn(),
    onShowReactions: fn(),
  },
  parameters: { layout: 'padded' },
  // The emoji choice is a lazy chunk: loaded before the story, it is not raced by the long press's wait.
  loaders: [
    async () => {
      await EmojiChoiceView.preload();
    },
  ],
  decorators: [(Story) => <div style={{ maxWidth: 480, paddingTop: 80 }}><Story /></div>],
} satisfies Meta<typeof ReactionsBarView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CountsZero: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '0 reactions' })).toHaveTextContent('0');
    await expect(canvas.getByRole('button', { name: '0 reposts' })).toHaveTextContent('0');
    await expect(canvas.getByRole('button', { name: '0 replies' })).toHaveTextContent('0');
    await userEvent.click(canvas.getByRole('button', { name: 'Zap' }));
    await expect(args.onZap).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.onShare).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
    await expect(args.onReply).toHaveBeenCalledOnce();
  },
};

export const SingularCounts: Story = {
  args: { summary: sampleSummary(1, 1, [1], 1) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '1 reaction' })).toHaveTextContent('1');
    await expect(canvas.getByRole('button', { name: '1 repost' })).toHaveTextContent('1');
    await userEvent.click(canvas.getByRole('button', { name: '1 reply' }));
    await expect(args.onShowReplies).toHaveBeenCalledOnce();
  },
};

export const LargeCounts: Story = {
  args: { summary: { ...sampleSummary(0, 0, [], 4_321), likes: sampleLikes(12_345), reposts: sampleSummary(0, 1_234).reposts, zapTotal: 2_500_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '4321 replies' })).toHaveTextContent('4.321K');
    await expect(canvas.getByRole('button', { name: '12345 reactions' })).toHaveTextContent('12.35K');
    await expect(canvas.getByRole('button', { name: '1234 reposts' })).toHaveTextContent('1.234K');
    await expect(canvas.getByRole('button', { name: '2500000 bits zapped' })).toHaveTextContent('2.5M');
  },
};

/** The content settings hide every count (showReactionCounts off, the default on touch devices): the actions stay. */
export const CountsHidden: Story = {
  args: { summary: sampleSummary(5, 2, [1000], 3), counts: { replies: false, reposts: false, likes: false, zaps: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /\d+ (reactions|reposts|replies|bits zapped)$/ })).toBeNull();
    await expect(canvas.queryByText('1000')).toBeNull();
    for (const name of ['Reply', 'Repost', 'Like', 'Zap', 'Share']) await expect(canvas.getByRole('button', { name })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(args.onReact).toHaveBeenCalledOnce();
  },
};

/** showLikes off: the like count goes (and with it the names tooltip); the other counts stay. */
export const LikeCountHidden: Story = {
  args: { summary: sampleSummary(5, 2, [1000], 3), counts: { ...ALL_COUNTS, likes: false }, likerNames: NAMES.slice(0, 5) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '5 reactions' })).toBeNull();
    await userEvent.hover(canvas.getByRole('button', { name: 'Like' }));
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await expect(canvas.getByRole('button', { name: '2 reposts' })).toHaveTextContent('2');
    await expect(canvas.getByRole('button', { name: '3 replies' })).toHaveTextContent('3');
    await expect(canvas.getByRole('button', { name: '1000 bits zapped' })).toHaveTextContent('1000');
  },
};

export const Liked: Story = {
  args: { liked: true, reposted: true, summary: sampleSummary(3, 1, [21]), likerNames: NAMES.slice(0, 3) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const liked = canvas.getByRole('button', { name: 'Liked' });
    await expect(liked).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(liked);
    await expect(args.onReact).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Reposted' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The repost button opens a menu: Repost and Quote; the keyboard moves through it and Escape returns to the button. */
export const RepostMenuOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Repost' });
    await userEvent.click(button);
    const menu = canvas.getByRole('menu', { name: 'Repost' });
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Repost', 'Quote']);
    await expect(within(menu).getByRole('menuitem', { name: 'Repost' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Quote' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRepost).toHaveBeenCalledOnce();
    await userEvent.click(button);
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Quote' }));
    await expect(args.onQuote).toHaveBeenCalledOnce();
  },
};

/** Once reposted, the menu offers 'Undo repost' instead. */
export const RepostMenuUndo: Story = {
  args: { reposted: true, summary: sampleSummary(0, 1) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reposted' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Undo repost' }));
    await expect(args.onUndoRepost).toHaveBeenCalledOnce();
    await expect(args.onRepost).not.toHaveBeenCalled();
  },
};

/** A visitor's Reply, Repost, Like and Zap ask them to sign in, each with its reason; nothing is published. */
export const SignedOut: Story = {
  args: { signedIn: false, summary: sampleSummary(5, 2, [1000, 21]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const asked = { Reply: 'reply', Repost: 'repost', Like: 'like', Zap: 'zap' } as const;
    for (const [name, reason] of Object.entries(asked)) {
      await userEvent.click(canvas.getByRole('button', { name }));
      await expect(args.onAskSignIn).toHaveBeenLastCalledWith(reason);
    }
    await expect(canvas.queryByRole('menu')).toBeNull();
    for (const action of [args.onReply, args.onRepost, args.onZap]) await expect(action).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '5 reactions' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '1021 bits zapped' })).toHaveTextContent('1.021K');
    await expect(args.onReact).not.toHaveBeenCalled();
  },
};

export const TooltipNamesThenMore: Story = {
  args: { summary: sampleSummary(13), likerNames: NAMES },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: '13 reactions' }));
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(`${NAMES.slice(0, 10).join(', ')} +3 more`);
  },
};

export const LongPressEmoji: Story = {
  args: { customEmoji: [{ shortcode: 'sats', url: 'https://example.com/sats.png' }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const like = canvas.getByRole('button', { name: 'Like' });
    fireEvent.pointerDown(like, { clientX: 5, clientY: 5 });
    const menu = await canvas.findByRole('menu', { name: 'Choose a reaction' }, { timeout: 1500 });
    fireEvent.pointerUp(like);
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(8);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'React 🤙' }));
    await expect(args.onReact).toHaveBeenCalledWith({ content: '🤙' });
  },
};

/** Click like: the heart fills and further clicks are ignored. */
function Interactive() {
  const [reactions, setReactions] = useState<ReactionChoice[]>([]);
  return (
    <ReactionsBarView
      {...meta.args}
      summary={sampleSummary(2 + reactions.length)}
      liked={reactions.length > 0}
      likerNames={['Alice', 'Bob', ...(reactions.length ? ['You'] : [])]}
      onReact={(choice) => setReactions((before) => [...before, choice ?? { content: '+' }])}
    />
  );
}

export const LikeOnce: Story = {
  render: () => <Interactive />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Liked' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Liked' }));
    await expect(canvas.getByRole('button', { name: '3 reactions' })).toHaveTextContent('3');
  },
};
