import { DEFAULT_DISPLAY_COUNT, DEFAULT_FILTER_LIMIT, KIND_ARTICLE, KIND_NOTE } from './feed-constants'
import type { FeedConfig, FeedStoreState } from './feed-types'

/** Spec 2 §2 default feed tabs, in order, with the follow distances of spec 2 §9. */
export function defaultFeedConfigs(): FeedConfig[] {
  return [
    { id: 'for-you', name: 'For You', feedStrategy: 'for-you', excludeSeen: true, showRepliedTo: true, displayAs: 'list' },
    {
      id: 'latest',
      name: 'Latest',
      filter: { kinds: [KIND_NOTE], limit: DEFAULT_FILTER_LIMIT },
      followDistance: 1,
      showRepliedTo: true,
      displayAs: 'list',
    },
    { id: 'popular', name: 'Popular', feedStrategy: 'popular', showRepliedTo: true, displayAs: 'list' },
    {
      id: 'adventure',
      name: 'Adventure',
      filter: { kinds: [KIND_NOTE], limit: DEFAULT_FILTER_LIMIT },
      followDistance: 5,
      hideReplies: true,
      showRepliedTo: false,
      displayAs: 'list',
    },
    {
      id: 'articles',
      name: 'Articles',
      filter: { kinds: [KIND_ARTICLE], limit: DEFAULT_FILTER_LIMIT },
      followDistance: 2,
      showRepliedTo: false,
      displayAs: 'list',
    },
    {
      id: 'media',
      name: 'Media',
      filter: { kinds: [KIND_NOTE], limit: DEFAULT_FILTER_LIMIT },
      followDistance: 1,
      requiresMedia: true,
      hideReplies: true,
      showRepliedTo: false,
      displayAs: 'grid',
    },
  ]
}

/** The feed store's defaults: the default feeds, For You active. */
export function defaultFeedStoreState(): FeedStoreState {
  const configs = defaultFeedConfigs()
  return {
    activeFeed: configs[0].id,
    displayCount: DEFAULT_DISPLAY_COUNT,
    feedDisplayAs: 'list',
    enabledFeedIds: configs.map((config) => config.id),
    feedConfigs: Object.fromEntries(configs.map((config) => [config.id, config])),
    refreshSignal: 0,
  }
}

/** The default name of a feed id (used when a custom name is emptied). */
export function defaultFeedName(id: string): string | undefined {
  return defaultFeedConfigs().find((config) => config.id === id)?.name
}
