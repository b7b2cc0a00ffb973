/** Names of the local database tables. */
export type TableName = 'profiles' | 'events' | 'eventTags' | 'nip05' | 'lnurl' | 'relayStatus' | 'unpublishedEvents' | 'eventRelays' | 'decryptedEvents' | 'cacheData'

/** Row-count cap per table. */
export type TableCaps = Record<TableName, number>

/**
 * Spec 3 §9 'Caches': profiles 100000, events 50000, event tags 100000, name lookups 1000, zappers (lnurl) 200,
 * relay info 500, unpublished 5000. The spec gives no size for eventRelays, decryptedEvents and cacheData:
 * eventRelays follows the tag index (100000), the other two take sizes from its list of general caches (10000, 1000).
 */
export const TABLE_CAPS: TableCaps = {
  profiles: 100_000,
  events: 50_000,
  eventTags: 100_000,
  nip05: 1000,
  lnurl: 200,
  relayStatus: 500,
  unpublishedEvents: 5000,
  eventRelays: 100_000,
  decryptedEvents: 10_000,
  cacheData: 1000,
}

/** The index whose smallest values are the oldest rows; tables without one are evicted in key order. */
export const AGE_INDEX: Partial<Record<TableName, string>> = {
  profiles: 'created_at',
  events: 'created_at',
  nip05: 'updatedAt',
  lnurl: 'updatedAt',
  unpublishedEvents: 'createdAt',
  cacheData: 'updatedAt',
}

/** Spec 3 §9: the event tag index stores at most 10 tags per event. */
export const MAX_TAGS_PER_EVENT = 10
/** Spec 3 §9: cache flush every 10 s. */
export const FLUSH_INTERVAL_MS = 10_000
/** Spec 3 §9: expired-event deletes are batched for 5 s. */
export const EXPIRY_BATCH_MS = 5000
