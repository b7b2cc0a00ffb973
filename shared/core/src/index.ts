// Public API of @app/core. Everything else is internal.
export type { NostrEvent, Filter } from './nostr-types'

export { parseRuntimeConfig, type RuntimeConfig } from './config/runtime-config'

export type { AppEvent } from './bus/app-event'
export { createBus, type EventBus } from './bus/event-bus'

export { normalizeRelayUrl } from './relay/relay-url'
export { createRelayListStore, type RelayConfig, type RelayListStore } from './relay/relay-list-store'
export type { RelayState, RelayStatus, PublishResult } from './relay/connection/connection-types'
export type { PoolMessage, ReqOptions, RelayPool } from './relay/pool/pool-types'
export { createRelayPool } from './relay/pool/relay-pool'

export type { Verifier } from './policies/verifier'
export type { Clock } from './policies/clock'

export type { AppDatabase } from './db/app-database'
export type { DatabaseHandle } from './db/database-handle'

export type { Profile } from './profiles/profile'
export type { ProfileStore } from './profiles/profile-store'
export { shortNpub, displayName } from './profiles/display-name'

export { createTimeline, type Timeline } from './timeline/timeline'

export {
  decodeNostrLink,
  resolveNip05,
  npubEncode,
  profilePath,
  notePath,
  addressPath,
  type DecodedLink,
  type Nip05Pointer,
} from './links'

export { createCore, type Core } from './core/create-core'
export { setCore, getCore, hasCore } from './core/core-singleton'
