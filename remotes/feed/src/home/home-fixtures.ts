import type { FeedConfig, FeedViewState, NostrEvent, Profile } from '@app/core';
import { fn } from 'storybook/test';
import { storyEvent } from '../../../../storybook/preset/story-events';
import type { FeedActions } from '../feed-list/FeedView';
import type { FeedEditing } from './FeedEditPanel';

/** Story data of the Home page: the default feed tabs, feed states and spy actions. */
export const storyFeeds: FeedConfig[] = [
  { id: 'for-you', name: 'For You', feedStrategy: 'for-you', excludeSeen: true, showRepliedTo: true, displayAs: 'list' },
  { id: 'latest', name: 'Latest', filter: { kinds: [1], limit: 100 }, followDistance: 1, showRepliedTo: true, displayAs: 'list' },
  { id: 'popular', name: 'Popular', feedStrategy: 'popular', showRepliedTo: true, displayAs: 'list' },
  { id: 'adventure', name: 'Adventure', filter: { kinds: [1], limit: 100 }, followDistance: 5, hideReplies: true, showRepliedTo: false, displayAs: 'list' },
  { id: 'articles', name: 'Articles', filter: { kinds: [30023], limit: 100 }, followDistance: 2, showRepliedTo: false, displayAs: 'list' },
  { id: 'media', name: 'Media', filter: { kinds: [1], limit: 100 }, followDistance: 1, requiresMedia: true, hideReplies: true, showRepliedTo: false, displayAs: 'grid' },
];

export const feedById = (id: string): FeedConfig => storyFeeds.find((feed) => feed.id === id)!;

export function feedState(partial: Partial<FeedViewState> = {}): FeedViewState {
  return { events: [], newEventsCount: 0, unknownUsersCount: 0, initialLoadDone: true, hasMore: false, ...partial };
}

export function spyActions(): FeedActions {
  return {
    loadMore: fn().mockName('loadMore'),
    showNewEvents: fn().mockName('showNewEvents'),
    showUnknownUsers: fn().mockName('showUnknownUsers'),
    refresh: fn().mockName('refresh'),
  };
}

export function spyEditing(overrides: Partial<FeedEditing> = {}): FeedEditing {
  return {
    onAdd: fn().mockName('onAdd'),
    onSave: fn().mockName('onSave'),
    onMove: fn().mockName('onMove'),
    onClone: fn().mockName('onClone'),
    onDelete: fn().mockName('onDelete'),
    onReset: fn().mockName('onReset'),
    availableRelays: ['wss://relay.example.com/', 'wss://nos.example.org/'],
    searchPeople: fn(async (): Promise<Profile[]> => []).mockName('searchPeople'),
    confirm: fn(() => true).mockName('confirm'),
    ...overrides,
  };
}

/** Notes with an image or a video link, for the grid. */
export const mediaStoryNotes: NostrEvent[] = [
  storyEvent(1, { kind: 1, content: 'Sunrise over the harbour https://images.example.com/sunrise.jpg', minutesAgo: 2 }),
  storyEvent(2, { kind: 1, content: 'Relay rack https://images.example.com/rack.png', minutesAgo: 4 }),
  storyEvent(1, { kind: 1, content: 'A short clip https://video.example.com/clip.mp4', minutesAgo: 6 }),
  storyEvent(2, { kind: 1, content: 'Just text, no media: hidden in the grid', minutesAgo: 8 }),
  storyEvent(1, { kind: 1, content: 'Cat https://images.example.com/cat.webp', minutesAgo: 10 }),
];

/** Many unsigned notes, enough to show that only the rows near the viewport are mounted. */
export function manyNotes(count: number, pubkey: string): NostrEvent[] {
  const now = Math.floor(Date.now() / 1000);
  return Array.from({ length: count }, (_, index) => ({
    id: index.toString(16).padStart(64, '0'),
    pubkey,
    kind: 1,
    created_at: now - index * 60,
    tags: [],
    content: `Note number ${index + 1}${index % 7 === 0 ? '\n\nwith a second paragraph to vary the height.' : ''}`,
    sig: '0'.repeat(128),
  }));
}
