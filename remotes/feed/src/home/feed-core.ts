// The feed names this remote needs from @app/core (feed editor rules and constants), in one place.
// The lead exports them from shared/core/src/index.ts (feeds/feed-editor-rules, feed-constants, feed-defaults);
// the rules' displayName is exported as feedDisplayName (displayName is the profile one).
export {
  addKind,
  parseGeohashes,
  parseAuthor,
  clampFollowDistance,
  clampLimit,
  setFollowDistanceEnabled,
  toggleShowReplies,
  canToggleShowRepliedTo,
  setFilterField,
  feedDisplayName,
  defaultFeedName,
  newEventsLabel,
  FEED_EDITOR_AUTOSAVE_MS,
  FOLLOW_DISTANCE_MIN,
  FOLLOW_DISTANCE_MAX,
  FILTER_LIMIT_MIN,
  FILTER_LIMIT_MAX,
  DEFAULT_FILTER_LIMIT,
  EMPTY_FEED_TEXT,
  EMPTY_POPULAR_TEXT,
  EMPTY_FOR_YOU_TEXT,
} from '@app/core';
export type { FeedConfig, FeedFilter, FeedStore, FeedStoreState, FeedEngine, FeedViewState } from '@app/core';
