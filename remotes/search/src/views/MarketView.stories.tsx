import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fakeTimeline } from '../../../../storybook/preset/fake-timeline';
import { hostileNote, listings, longCoffeeNote } from '../stories/fixtures';
import { MarketView } from './MarketView';

const index = {
  state: 'done' as const,
  value: [
    { tag: 'electronics', count: 2, users: ['aaaaaaaa', 'bbbbbbbb'], related: [{ tag: 'bitcoin', count: 1 }] },
    { tag: 'bitcoin', count: 1, users: ['aaaaaaaa'], related: [{ tag: 'electronics', count: 1 }] },
    { tag: `very-long-category-${'name-'.repeat(8)}`, count: 1, users: ['cccccccc'], related: [] },
  ],
};

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

export const CategoryIndexToBrowse: Story = {
  args: { index },
  play: async ({ canvasElement }) => {
    const chips = within(within(canvasElement).getByRole('list', { name: 'Categories' })).getAllByRole('link');
    await expect(chips[0]).toHaveTextContent('electronics (2)');
    await expect(chips[0]).toHaveAttribute('href', '/m/electronics');
    await expect(chips[0]).toHaveAttribute('title', 'electronics: 2 listings by 2 sellers');
    await expect(chips[2].scrollWidth).toBeGreaterThan(chips[2].clientWidth); // a long tag is cut, not widening the page
  },
};

export const RelatedCategories: Story = {
  args: { index, category: 'electronics' },
  play: async ({ canvasElement }) => {
    const related = within(canvasElement).getByRole('list', { name: 'Related categories' });
    await expect(within(related).getByRole('link', { name: 'bitcoin (1)' })).toHaveAttribute('href', '/m/bitcoin');
  },
};

export const CategoriesLoading: Story = {
  args: { index: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading categories' })).toBeVisible();
  },
};

export const NoCategories: Story = {
  args: { index: { state: 'done', value: [] }, timeline: fakeTimeline() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No categories yet')).toBeVisible();
  },
};

export const ListOrMap: Story = {
  args: { index, displayAs: 'list', onDisplayAs: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'List' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Map' }));
    await expect(args.onDisplayAs).toHaveBeenCalledWith('map');
  },
};
