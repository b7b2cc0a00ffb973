// Public API of @app/core: the one core of a tab (getCore) and the types and pure helpers remotes need.
// Sockets, Dexie, keys and workers stay behind it; everything else is internal.
export type { NostrEvent, Filter } from './nostr-types'

export { parseRuntimeConfig, type RuntimeConfig } from './config/runtime-config'

export type { AppEvent } from './bus/app-event'
export { createBus, type EventBus } from './bus/event-bus'

export { normalizeRelayUrl } from './relay/relay-url'
export { createRelayListStore, hasRole, type RelayConfig, type RelayListStore, type RelayRole } from './relay/relay-list-store'
export type { RelayState, RelayStatus, PublishResult } from './relay/connection/connection-types'
export type { PoolMessage, ReqOptions, PublishOptions, RelayPool, SubscriptionState } from './relay/pool/pool-types'
export type { PublishState, PublishTracker, RelayPublishStatus } from './relay/publish'

export type { Verifier } from './policies/verifier'
export type { Clock } from './policies/clock'
export { createCorrectedClock, type CorrectedClock } from './policies/server-clock'

export type { AppDatabase } from './db/app-database'
export type { DatabaseHandle } from './db/database-handle'
export type { StorageHealth, StorageProblem, StorageStatus } from './db/storage-health'
export type { EventStore } from './caches/event-store'

export type { Profile } from './profiles/profile'
export type { ProfileStore } from './profiles/profile-store'
export { shortNpub, displayName } from './profiles/display-name'

export { createTimeline, type Timeline } from './timeline/timeline'

export {
  decodeNostrLink,
  npubEncode,
  profilePath,
  notePath,
  addressPath,
  eventPath,
  type DecodedLink,
  type LinkHints,
} from './links'
export type { AddressPointer } from './events/get-addressable'
export { addressOf } from './events/event-refs'

export type { SettingsStore, Settings, ContentSettings, UserStore, PublicUserState, MediaServer } from './stores'
export { PRODUCT_NAME, defaultSettings } from './stores'
export { SIGNER_ERRORS } from './signers/signer-errors'
export type { SignerStore, CurrentUser, LoginMethod, EventTemplate, RemoteSignerInfo } from './signers'
export type { SocialGraphStore, GraphStats } from './graph'
export { DEFAULT_SOCIAL_GRAPH_ROOT, UNKNOWN_FOLLOW_DISTANCE } from './graph/graph-constants'
export type { Outbox } from './outbox'
export { SOCIAL_ERRORS, type SocialService, type ProfileFields } from './social'
export type { SubscriptionService, SubscriptionStatus } from './subscriptions'
export type { FeedConfig, FeedFilter, FeedStore, FeedStoreState, FeedEngine, FeedViewState } from './feeds/feed-types'
export type { Feeds } from './feeds/create-feeds'
export {
  FEED_PAGE_SIZE,
  NEW_EVENTS_CAP,
  EMPTY_FEED_TEXT,
  EMPTY_POPULAR_TEXT,
  EMPTY_FOR_YOU_TEXT,
  FEED_EDITOR_AUTOSAVE_MS,
  FOLLOW_DISTANCE_MIN,
  FOLLOW_DISTANCE_MAX,
  FOLLOW_DISTANCE_DEFAULT,
  FILTER_LIMIT_MIN,
  FILTER_LIMIT_MAX,
  DEFAULT_FILTER_LIMIT,
  emptyFeedText,
  newEventsLabel,
} from './feeds/feed-constants'
export {
  parseKinds,
  addKind,
  parseGeohashes,
  parseAuthor,
  parseAuthors,
  clampFollowDistance,
  clampLimit,
  setFollowDistanceEnabled,
  toggleShowReplies,
  canToggleShowRepliedTo,
  cleanFilter,
  setFilterField,
  cleanConfig,
  feedDisplayName,
  canDeleteFeed,
} from './feeds/feed-editor-rules'
export { defaultFeedConfigs, defaultFeedName } from './feeds/feed-defaults'
export { GRAPH_LATEST_FEED, POPULAR_HOME_FEED, homeFeedConfig } from './feeds/home-feed'
export { hasMedia } from './feeds/feed-filters'
export {
  ACTION_ERRORS,
  EMPTY_SUMMARY,
  REPORT_REASONS,
  type LikeItem,
  type NoteActions,
  type ReactionChoice,
  type ReactionSummary,
  type ReportReason,
  type ZapItem,
  type InvoiceInfo,
  type ZapReceipt,
} from './actions'
export {
  draftKey,
  emptyComposeInput,
  locationGeotags,
  publishedPath,
  replyKindFor,
  COMMENT_KIND,
  EXPIRATION_OPTIONS,
  LISTING_CURRENCIES,
  LISTING_KIND,
  NOTE_KIND,
  type ComposeInput,
  type ComposeKind,
  type ComposeService,
  type ComposeTarget,
  type Draft,
  type DraftStore,
  type ListingCurrency,
  type ListingPrice,
} from './compose'
export { UPLOAD_ERROR_CLEAR_MS, type UploadResult, type UploadService } from './uploads'
export type { MediaServerService, MediaServerList } from './media-servers'
export { NOTIFICATION_LIMITS, type NotificationGroup, type NotificationType, type NotificationUser, type NotificationsService } from './notifications'
export type { RelayInfoService, RelayInformation } from './relay-info'
export { relayHost, relayPagePath, resolveRelayPageUrl } from './relay-info'
export type { NameLookup } from './names'
export type { PersonSuggestion } from './search/suggestions/people-index'
export type { LnurlService, ZapConfig } from './lnurl'
export { proxyImageUrl, startImage, nextImageState, imageSrc, IMAGE_FALLBACK_MS, type ImgproxySettings } from './media'
export { loadEncryptedFiles, type EncryptedFileMeta, type EncryptedFilesCode, type OpenEncryptedFileOptions, type FileFetch } from './media'

export { createCore, type Core, type CoreOptions } from './core/create-core'
export { setCore, getCore, hasCore } from './core/core-singleton'
export { once } from './util/once'
export { formatBits } from './util/format-bits'
export { whenIdle, type Scheduler } from './util/when-idle'
