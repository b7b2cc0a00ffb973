import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fakeTimeline } from '../../../../storybook/preset/fake-timeline';
import { coffeeNotes, hostileNote, longCoffeeNote } from '../stories/fixtures';
import { loadSearchTools, searchStore } from '../search-box/search-services';
import { SearchResultNotes, SearchResultsView } from './SearchResultsView';

const meta = {
  title: 'Views/SearchResultsView',
  component: SearchResultsView,
  args: { query: 'coffee', results: { state: 'done', value: fakeTimeline({ items: coffeeNotes }).timeline } },
  // The notes' code (a lazy chunk) is in before the story renders, not raced by the play functions' waits.
  loaders: [
    async () => {
      await SearchResultNotes.preload();
      searchStore(await loadSearchTools()).setShowUnknownUsers(true); // the toggle is persisted: each story starts with it on
    },
  ],
} satisfies Meta<typeof SearchResultsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Search posts' })).toHaveValue('coffee');
    await expect(await canvas.findAllByTestId('note-card')).toHaveLength(coffeeNotes.length);
    await expect(canvas.getByRole('link', { name: 'Posts' })).toHaveAttribute('aria-current', 'page');
  },
};

export const BeforeSearching: Story = {
  args: { query: '', results: { state: 'idle' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('note-card')).toBeNull();
    await expect(canvas.queryByText('No posts found')).toBeNull();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search posts' }), '  espresso  ');
    await expect(await canvas.findByRole('option', { name: 'Search posts for “espresso”' })).toBeVisible();
  },
};

export const EscapeClears: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Search posts' });
    await userEvent.type(box, '{Escape}');
    await expect(box).toHaveValue('');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Loading: Story = {
  args: { results: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading note')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { query: 'decaf', results: { state: 'done', value: fakeTimeline({ items: [] }).timeline } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No posts found')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { results: { state: 'error', message: 'None of your relays supports search (NIP-50). Add one that does in Settings → Network.' } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Search failed');
    await expect(alert).toHaveTextContent('None of your relays supports search (NIP-50).');
  },
};

export const LongContent: Story = {
  args: { results: { state: 'done', value: fakeTimeline({ items: [longCoffeeNote, ...coffeeNotes] }).timeline } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Show More' })).toBeVisible();
  },
};

export const HostileContent: Story = {
  args: { results: { state: 'done', value: fakeTimeline({ items: [hostileNote] }).timeline } },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByTestId('note-card');
    await expect(card.querySelector('script, img, svg')).toBeNull();
    await expect(card).toHaveTextContent('<script>alert(1)</script>');
  },
};

/** The story authors are outside the (offline) social graph: unticking the toggle hides their posts, ticking shows them. */
export const UnknownUsersHidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('checkbox', { name: 'Show posts from unknown users' });
    await expect(toggle).toBeChecked();
    await expect(await canvas.findAllByTestId('note-card')).toHaveLength(coffeeNotes.length);
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(canvas.queryAllByTestId('note-card')).toHaveLength(0);
    await userEvent.click(toggle);
    await expect(await canvas.findAllByTestId('note-card')).toHaveLength(coffeeNotes.length);
  },
};

const morePages = fakeTimeline({ items: coffeeNotes, hasMore: true });
/** More results come on scroll (and with 'Load more'): the search pages back in time. */
export const MoreOnScroll: Story = {
  args: { results: { state: 'done', value: morePages.timeline } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('note-card')).toHaveLength(coffeeNotes.length);
    const button = await canvas.findByRole('button', { name: 'Load more' });
    const calls = (morePages.timeline.loadMore as ReturnType<typeof fn>).mock.calls.length;
    await userEvent.click(button);
    await expect((morePages.timeline.loadMore as ReturnType<typeof fn>).mock.calls.length).toBeGreaterThan(calls);
  },
};
