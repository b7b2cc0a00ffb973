import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { fakeTimeline } from '../../../../storybook/preset/fake-timeline';
import { hostileNote, listings, longCoffeeNote } from '../stories/fixtures';
import { MarketView } from './MarketView';

const meta = {
  title: 'Views/MarketView',
  component: MarketView,
  args: { timeline: fakeTimeline({ items: listings }) },
} satisfies Meta<typeof MarketView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Listings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Market' })).toBeVisible();
    await expect(canvas.getAllByTestId('note-card')).toHaveLength(listings.length);
    await expect(canvas.getByRole('link', { name: 'Market' })).toHaveAttribute('aria-current', 'page');
  },
};

export const OneCategory: Story = {
  args: { category: 'electronics' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Market · electronics' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { timeline: fakeTimeline({ loading: true, hasMore: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading note')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { category: 'boats', timeline: fakeTimeline() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No listings found')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { timeline: fakeTimeline({ error: 'All relays timed out', hasMore: true }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.timeline.timeline.refresh).toHaveBeenCalledOnce();
  },
};

export const LongContent: Story = {
  args: { timeline: fakeTimeline({ items: [longCoffeeNote, ...listings] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Show More' })).toBeVisible();
  },
};

export const HostileContent: Story = {
  args: { timeline: fakeTimeline({ items: [hostileNote] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('note-card').querySelector('script, img, svg')).toBeNull();
  },
};
