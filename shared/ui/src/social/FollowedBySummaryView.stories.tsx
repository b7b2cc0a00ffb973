import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { FollowedBySummaryView } from './FollowedBySummaryView';
import { MutedBySummaryView, MutedByWarningView } from './MutedByView';
import { FollowButtonView } from './FollowButtonView';
import { renderStoryName, storyKey, storyKeys } from './storyPeople';

const meta = {
  title: 'Social/FollowedBySummary',
  component: FollowedBySummaryView,
  args: { distance: 2, followedBy: storyKeys(2), renderName: renderStoryName },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof FollowedBySummaryView>;

export default meta;
type Story = StoryObj<typeof meta>;

const reads = (text: string | RegExp): Story['play'] => async ({ canvasElement }) => {
  await expect(canvasElement).toHaveTextContent(text);
};

export const TwoFriends: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Followed by Alice, Bob');
    await expect(within(canvasElement).getByRole('link', { name: 'Alice' })).toHaveAttribute('href', expect.stringMatching(/^\/npub1/));
  },
};

export const ManyFriends: Story = {
  args: { followedBy: storyKeys(12) },
  play: reads('Followed by Alice, Bob, Carol and 9 others you follow'),
};

export const LongNames: Story = {
  args: { followedBy: [storyKey(99), storyKey(98), storyKey(0), storyKey(1)] },
  play: reads(/and 1 other you follow$/),
};

export const FollowedByYou: Story = { args: { distance: 1 }, play: reads('Followed by you') };
export const FriendsOfFriends: Story = { args: { distance: 3, followedBy: [] }, play: reads('Followed by friends of friends') };
export const NobodyYouFollow: Story = { args: { distance: 1000, followedBy: [] }, play: reads('Not followed by anyone you follow') };

export const MutedBy: Story = {
  render: () => <MutedBySummaryView mutedBy={storyKeys(6)} renderName={renderStoryName} />,
  play: reads('Muted by Alice, Bob, Carol and 3 others'),
};

export const MutedByWarning: Story = {
  render: () => (
    <MutedByWarningView
      show
      mutedByMe
      mutedBy={storyKeys(4)}
      renderName={renderStoryName}
      action={<FollowButtonView state="muted" onFollow={() => {}} onUnfollow={() => {}} onUnmute={() => {}} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You muted this user.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unmute' })).toBeVisible();
    await expect(canvasElement).toHaveTextContent('Muted by Alice, Bob, Carol and 1 other');
  },
};
