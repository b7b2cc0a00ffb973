// The local caches of @app/core: the event store over the local database and the compact profile cache.
export { createEventStore, type EventStore, type EventStoreOptions } from './event-store'
export { withEventCache } from './cached-pool'
export {
  createProfileCache,
  PROFILE_CACHE_KEY,
  type ProfileCache,
  type ProfileCacheOptions,
} from './profile-cache'
export { toCompactProfile, fromCompactProfile, type CompactProfile } from './compact-profile'
export { TABLE_CAPS, FLUSH_INTERVAL_MS, EXPIRY_BATCH_MS, MAX_TAGS_PER_EVENT, type TableCaps, type TableName } from '../db/db-limits'
export { createWriteBuffer, type WriteBuffer } from '../db/write-buffer'
export { expirationOf, isExpired } from '../db/expiry'
