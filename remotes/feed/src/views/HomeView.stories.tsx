import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { fakeTimeline } from '../../../../storybook/preset/fake-timeline';
import { hostileNote, latestNotes, longNote } from '../stories/fixtures';
import { HomeView } from './HomeView';

const meta = {
  title: 'Views/HomeView',
  component: HomeView,
  args: { timeline: fakeTimeline({ items: latestNotes, hasMore: true }) },
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Home' })).toBeVisible();
    await expect(canvas.getAllByTestId('note-card')).toHaveLength(latestNotes.length);
    await expect(canvas.getAllByTestId('note-card')[0]).toHaveTextContent('Alice Liddell');
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.timeline.timeline.loadMore).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { timeline: fakeTimeline({ loading: true, hasMore: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Loading note')).toBeVisible();
    await expect(canvas.queryByText('No posts found')).toBeNull();
  },
};

export const Empty: Story = {
  args: { timeline: fakeTimeline() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No posts found')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { timeline: fakeTimeline({ error: 'All relays timed out after 10 s', hasMore: true }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load posts');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.timeline.timeline.refresh).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  args: { timeline: fakeTimeline({ items: latestNotes, loading: true, hasMore: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('note-card')).toHaveLength(latestNotes.length);
    await expect(canvas.getByLabelText('Loading note')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

export const ErrorLoadingMore: Story = {
  args: { timeline: fakeTimeline({ items: latestNotes, error: 'wss://relay.example.com closed the subscription', hasMore: true }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load more posts');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.timeline.timeline.loadMore).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: { timeline: fakeTimeline({ items: [longNote, ...latestNotes] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Show More' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const HostileContent: Story = {
  args: { timeline: fakeTimeline({ items: [hostileNote] }) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByTestId('note-card');
    await expect(card.querySelector('script, img, svg')).toBeNull();
    await expect(card).toHaveTextContent('<script>alert(1)</script>');
    await expect(card).toHaveTextContent('<img src=x onerror=alert(1)>Mallory');
  },
};
