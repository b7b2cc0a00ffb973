import type { Meta, StoryObj } from '@storybook/react';
import { getCore } from '@app/core';
import { NoteSlotsProvider, type NoteSlots } from '@app/ui';
import type { NoteViews } from '@app/ui/nostr';
import { expect, waitFor, within } from 'storybook/test';
import { hostileNote, latestNotes, longNote } from '../stories/fixtures';
import { deepAncestors, focusedNote, longReplies, threadReplies } from '../thread/thread-fixtures';
import { PostView } from './PostView';

const meta = {
  title: 'Views/PostView',
  component: PostView,
  args: { load: { state: 'found', event: latestNotes[0] } },
} satisfies Meta<typeof PostView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Found: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByTestId('note-card');
    await expect(card).toHaveTextContent('Coffee is brewing');
    await expect(card).toHaveTextContent('Alice Liddell');
    await expect(within(canvasElement).getByTestId('thread-focus')).toHaveAttribute('aria-current', 'true');
  },
};

export const Loading: Story = {
  args: { load: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading note')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { load: { state: 'missing' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Event not found')).toBeVisible();
    await expect(within(canvasElement).queryByTestId('note-card')).toBeNull();
  },
};

export const Failed: Story = {
  args: { load: { state: 'error', message: 'No relay answered within 10 s' } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch event');
    await expect(alert).toHaveTextContent('No relay answered within 10 s');
  },
};

/** Five ancestors above, the focused note highlighted, replies oldest first with an answer indented. */
export const DeepThread: Story = {
  args: { load: { state: 'found', event: focusedNote }, ancestors: { ancestors: deepAncestors, state: 'done' }, replies: threadReplies },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ancestors = canvas.getAllByTestId('thread-ancestor');
    await expect(ancestors).toHaveLength(5);
    await expect(ancestors[0]).toHaveTextContent('Thread start');
    await expect(ancestors[4]).toHaveTextContent('Ancestor 5 in the chain');
    const focus = canvas.getByTestId('thread-focus');
    await expect(focus).toHaveTextContent('The focused reply');
    await expect(ancestors[4].compareDocumentPosition(focus) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const replies = canvas.getAllByTestId('thread-reply');
    await expect(replies.map((row) => row.dataset.depth)).toEqual(['1', '2', '1']);
    await expect(replies[0]).toHaveTextContent('First direct reply');
    await expect(replies[1]).toHaveTextContent('Nested answer');
    await expect(replies[1].getBoundingClientRect().left).toBeGreaterThan(replies[0].getBoundingClientRect().left);
    await expect(replies[2]).toHaveTextContent('Second direct reply');
  },
};

export const AncestorsLoading: Story = {
  args: { load: { state: 'found', event: focusedNote }, ancestors: { ancestors: deepAncestors.slice(3), state: 'loading' } },
  play: async ({ canvasElement }) => {
    const above = within(within(canvasElement).getByRole('region', { name: 'Earlier in the thread' }));
    await expect(above.getByLabelText('Loading note')).toBeVisible();
    await expect(above.getAllByTestId('thread-ancestor')).toHaveLength(2);
  },
};

export const AncestorNotFound: Story = {
  args: { load: { state: 'found', event: focusedNote }, ancestors: { ancestors: deepAncestors.slice(2), state: 'missing' } },
  play: async ({ canvasElement }) => {
    const above = within(within(canvasElement).getByRole('region', { name: 'Earlier in the thread' }));
    await expect(above.getByText('Event not found')).toBeVisible();
    await expect(within(canvasElement).getByTestId('thread-focus')).toHaveTextContent('The focused reply');
  },
};

export const LongReplies: Story = {
  args: { load: { state: 'found', event: focusedNote }, replies: longReplies },
  play: async ({ canvasElement }) => {
    const replies = within(canvasElement).getAllByTestId('thread-reply');
    await expect(replies).toHaveLength(2);
    for (const row of replies) await expect(await within(row).findByRole('button', { name: 'Show More' })).toBeVisible();
  },
};

/** The note's own page shows a long note whole: no 'Show More', its last line in the page. */
export const LongContent: Story = {
  args: { load: { state: 'found', event: longNote } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Day 16 of running my own relay/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show More' })).toBeNull();
  },
};

export const HostileContent: Story = {
  args: { load: { state: 'found', event: hostileNote } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByTestId('note-card');
    await expect(card.querySelector('script, img, svg')).toBeNull();
    await expect(card).toHaveTextContent('javascript:alert(1)');
  },
};

/** The footer every card gets from the shell: the reactions bar, told whether the card is the page's own note. */
const REACTIONS_FOOTER: NoteSlots<NoteViews> = {
  footer: (event, { ReactionsBar }, { standalone }) => <ReactionsBar event={event} standalone={standalone} />,
};

/**
 * The content settings act at once: hideReactionsBarInStandalone hides the bar of the page's own note only, and
 * showReactionsBar off hides the bars of the replies (which are listed, not standalone).
 */
export const ContentSettingsLive: Story = {
  args: { load: { state: 'found', event: focusedNote }, replies: threadReplies },
  decorators: [(Story) => <NoteSlotsProvider slots={REACTIONS_FOOTER}>{Story()}</NoteSlotsProvider>],
  beforeEach: () => {
    const settings = getCore().settings;
    const before = settings.get().content;
    settings.updateGroup('content', { hideReactionsBarInStandalone: true });
    return () => settings.updateGroup('content', before);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const focus = canvas.getByTestId('thread-focus');
    const replyBars = () => canvas.getAllByTestId('thread-reply').map((reply) => within(reply).queryByTestId('reactions-bar'));
    await waitFor(() => expect(replyBars().every(Boolean)).toBe(true));
    await expect(within(focus).queryByTestId('reactions-bar')).toBeNull();
    getCore().settings.updateGroup('content', { hideReactionsBarInStandalone: false, showReactionsBar: false });
    await expect(await within(focus).findByTestId('reactions-bar')).toBeVisible();
    await waitFor(() => expect(replyBars().some(Boolean)).toBe(false));
  },
};
