import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { feedById, feedState, mediaStoryNotes, spyActions, spyEditing, storyFeeds } from '../home/home-fixtures';
import { latestNotes } from '../stories/fixtures';
import { HomeView } from './HomeView';

const latest = feedById('latest');

const meta = {
  title: 'Views/HomeView',
  component: HomeView,
  args: {
    loggedIn: true,
    feeds: storyFeeds,
    activeFeedId: 'latest',
    feed: { config: latest, state: feedState({ events: latestNotes, hasMore: true }), actions: spyActions() },
    onSelectFeed: fn(),
    onDisplayAs: fn(),
    editing: spyEditing(),
    singleColumn: false,
    onToggleSingleColumn: fn(),
  },
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FeedTabs: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Latest' })).toBeInTheDocument();
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['For You', 'Latest', 'Popular', 'Adventure', 'Articles', 'Media']);
    await expect(canvas.getByRole('tab', { name: 'Latest' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Popular' }));
    await expect(args.onSelectFeed).toHaveBeenCalledWith('popular');
    await expect(canvas.getAllByTestId('note-card')).toHaveLength(latestNotes.length);
    await expect(canvas.getByTestId('composer-slot')).toBeInTheDocument(); // the composer itself needs a session
  },
};

/** On a 390 px phone the tabs scroll (the last one, active, scrolled into view) and never run under 'Edit feeds'; the arrows move between them. */
export const FeedTabsOnPhone: Story = {
  args: { activeFeedId: 'media' },
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Feeds' });
    const edit = canvas.getByRole('button', { name: 'Edit feeds' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(edit.getBoundingClientRect().left);
    const media = canvas.getByRole('tab', { name: 'Media' });
    await expect(media.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1);
    await expect(media).toHaveAttribute('aria-controls', 'home-feed-panel');
    await expect(canvas.getByRole('tabpanel', { name: 'Media' })).toBeInTheDocument();
    media.focus();
    await userEvent.keyboard('{Home}');
    await expect(args.onSelectFeed).toHaveBeenCalledWith('for-you');
  },
};

export const CustomFeedName: Story = {
  args: { feeds: storyFeeds.map((feed) => (feed.id === 'latest' ? { ...feed, customName: 'Friends' } : feed)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Friends' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Friends' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const UnknownActiveFeedFallsBackToFollowing: Story = {
  args: { activeFeedId: 'gone' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Following' })).toBeInTheDocument();
  },
};

export const LoggedOut: Story = {
  args: {
    loggedIn: false,
    feeds: [],
    feed: { config: feedById('popular'), state: feedState({ events: latestNotes }), actions: spyActions() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Edit feeds' })).toBeNull();
    await expect(canvas.queryByTestId('composer-slot')).toBeNull();
    await expect(canvas.queryByText('Follow someone to see content from them')).toBeNull();
    await expect(canvas.getAllByTestId('note-card')).toHaveLength(latestNotes.length);
  },
};

export const OneFeedFollowSomeone: Story = {
  args: {
    feeds: [latest],
    feed: { config: feedById('popular'), state: feedState({ events: latestNotes }), actions: spyActions() },
    followSuggestion: <div data-testid="follow-suggestion">Suggested: Alice Liddell</div>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await expect(canvas.getByText('Follow someone to see content from them')).toBeVisible();
    await expect(canvas.getByTestId('follow-suggestion')).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'List view' })).toBeNull();
    await expect(canvas.getAllByTestId('note-card')).toHaveLength(latestNotes.length);
  },
};

export const EditMode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Feed editor' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit feeds' }));
    await expect(await canvas.findByRole('region', { name: 'Feed editor' })).toBeVisible(); // its code loads on first use
    await expect(canvas.getByLabelText('Name')).toHaveAttribute('placeholder', 'Latest');
    await userEvent.click(canvas.getByRole('button', { name: 'Add feed' }));
    await expect(args.editing.onAdd).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Move right' }));
    await expect(args.editing.onMove).toHaveBeenCalledWith('latest', 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(canvas.queryByRole('region', { name: 'Feed editor' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Edit feeds' })).toBeVisible();
  },
};

export const ListAndGridIcons: Story = {
  args: { activeFeedId: 'media', feed: { config: feedById('media'), state: feedState({ events: mediaStoryNotes }), actions: spyActions() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(await canvas.findAllByTestId('media-tile')).toHaveLength(4); // the grid's code loads on first use
    await expect(canvas.queryByTestId('note-card')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'List view' }));
    await expect(args.onDisplayAs).toHaveBeenCalledWith('list');
  },
};

export const SingleColumnToggle: Story = {
  args: { popularColumn: <div data-testid="popular-items">Popular posts</div> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Collapse to single column' });
    await expect(toggle).toHaveAttribute('title', 'Collapse to single column');
    await expect(canvas.getByTestId('popular-column')).toContainElement(canvas.getByTestId('popular-items'));
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onToggleSingleColumn).toHaveBeenCalledOnce();
  },
};

export const SingleColumnLayout: Story = {
  args: { singleColumn: true, popularColumn: <div data-testid="popular-items">Popular posts</div> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Expand to two columns' })).toHaveAttribute('title', 'Expand to two columns');
    await expect(canvas.queryByTestId('popular-column')).toBeNull();
  },
};

const quietRelayFallback = <section data-testid="graph-latest">Latest notes of the graph</section>;

export const VisitorOnQuietRelay: Story = {
  args: {
    loggedIn: false,
    feeds: [],
    feed: { config: feedById('popular'), state: feedState({ events: [], hasMore: false }), actions: spyActions() },
    emptyFallback: quietRelayFallback,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No popular posts found' })).toBeInTheDocument();
    await expect(canvas.getByTestId('graph-latest')).toBeInTheDocument();
  },
};

export const VisitorPopularStillWidening: Story = {
  args: {
    loggedIn: false,
    feeds: [],
    feed: { config: feedById('popular'), state: feedState({ events: [], hasMore: true }), actions: spyActions() },
    emptyFallback: quietRelayFallback,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('graph-latest')).toBeNull();
  },
};
