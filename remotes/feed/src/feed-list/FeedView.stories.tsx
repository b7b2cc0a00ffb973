import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { feedState, manyNotes, mediaStoryNotes, spyActions } from '../home/home-fixtures';
import { alice, latestNotes } from '../stories/fixtures';
import { FeedView } from './FeedView';

const meta = {
  title: 'Feed/FeedView',
  component: FeedView,
  args: { state: feedState({ events: latestNotes }), actions: spyActions(), emptyText: 'No posts found' },
} satisfies Meta<typeof FeedView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Items: Story = {
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByTestId('note-card');
    await expect(cards).toHaveLength(latestNotes.length);
    await expect(cards[0]).toHaveTextContent('Alice Liddell');
    await expect(cards[0]).toHaveTextContent('GM nostr!');
  },
};

export const OneNewEvent: Story = {
  args: { state: feedState({ events: latestNotes, newEventsCount: 1 }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show 1 new events' }));
    await expect(args.actions.showNewEvents).toHaveBeenCalledOnce();
  },
};

export const ManyNewEventsCapped: Story = {
  args: { state: feedState({ events: latestNotes, newEventsCount: 250 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show 99+ new events' })).toBeVisible();
  },
};

export const NinetyNineNewEvents: Story = {
  args: { state: feedState({ events: latestNotes, newEventsCount: 99 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show 99 new events' })).toBeVisible();
  },
};

export const EmptyFeed: Story = {
  args: { state: feedState() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No posts found')).toBeVisible();
    await expect(canvas.queryByTestId('note-card')).toBeNull();
  },
};

export const EmptyPopular: Story = {
  args: { state: feedState(), emptyText: 'No popular posts found' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No popular posts found')).toBeVisible();
  },
};

export const EmptyForYou: Story = {
  args: { state: feedState(), emptyText: 'No posts found for you' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No posts found for you')).toBeVisible();
  },
};

export const InitialLoading: Story = {
  args: { state: feedState({ initialLoadDone: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Loading note')).toBeVisible();
    await expect(canvas.queryByText('No posts found')).toBeNull();
  },
};

export const LoadMoreAtTheEnd: Story = {
  args: { state: feedState({ events: latestNotes, hasMore: true }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.actions.loadMore).toHaveBeenCalled();
  },
};

export const NothingMore: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

export const Failed: Story = {
  args: { state: feedState({ error: 'All relays timed out after 10 s' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load posts');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.actions.refresh).toHaveBeenCalledOnce();
  },
};

export const UnknownUsersToggle: Story = {
  args: { state: feedState({ events: latestNotes.slice(0, 2), unknownUsersCount: 12, unknownUsersEvents: latestNotes.slice(2, 4) }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('note-card')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Show posts from unknown users (10)' }));
    await expect(args.actions.showUnknownUsers).toHaveBeenCalledOnce();
  },
};

export const Grid: Story = {
  args: { state: feedState({ events: mediaStoryNotes }), displayAs: 'grid' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tiles = await canvas.findAllByTestId('media-tile'); // the grid's code loads on first use
    await expect(tiles).toHaveLength(4);
    const row = tiles[0].parentElement!;
    await expect(getComputedStyle(row).gridTemplateColumns.split(' ')).toHaveLength(3);
    await expect(tiles[2].querySelector('video')).not.toBeNull();
    await expect(canvas.queryByText('Just text, no media: hidden in the grid')).toBeNull();
  },
};

/** 10,000 events loaded: only the rows near the viewport are in the DOM. */
export const TenThousandEventsVirtualised: Story = {
  args: { state: feedState({ events: manyNotes(10_000, alice.event.pubkey), hasMore: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByTestId('feed-list'); // after the first rows, once the virtualizer has loaded
    await waitFor(() => expect(canvas.getAllByTestId('note-card').length).toBeGreaterThan(0));
    const mounted = canvas.getAllByTestId('note-card').length;
    await expect(mounted).toBeLessThanOrEqual(60);
    await expect(canvas.getAllByTestId('note-card')[0]).toHaveTextContent('Note number 1');
    await expect(list.getBoundingClientRect().height).toBeGreaterThan(10_000 * 50);
  },
};
