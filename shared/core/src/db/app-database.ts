import { Dexie, type Table } from 'dexie'
import type {
  CacheDataRow,
  DecryptedEventRow,
  EventRelayRow,
  EventRow,
  EventTagRow,
  LnurlRow,
  Nip05Row,
  ProfileRow,
  RelayStatusRow,
  UnpublishedEventRow,
} from './db-rows'
import { APP_ROW_CHECKS } from './app-row-checks'
import type { IndexedDbImpl } from './indexed-db-impl'
import { indexedDbFor, makeResilient } from './resilient-dexie'

export const DEFAULT_DATABASE_NAME = 'nostr-client'

/** Primary key first, then indexes (Dexie schema syntax). */
const SCHEMA_V1 = {
  profiles: 'pubkey, created_at',
  events: 'id, pubkey, kind, created_at, [kind+created_at]',
  eventTags: '[eventId+name+value], eventId, [name+value]',
  nip05: 'nip05, pubkey, updatedAt',
  lnurl: 'address, updatedAt',
  relayStatus: 'url',
  unpublishedEvents: 'id, createdAt',
  eventRelays: '[eventId+relay], eventId, relay',
  decryptedEvents: 'id',
  cacheData: 'key, updatedAt',
}

/** Large caches the relays fill again: not carried into memory when the storage fills up. */
const CACHES_LEFT_ON_DISK = ['events', 'eventTags', 'eventRelays', 'profiles']

/** The Dexie database of spec 3 §9 (its tables); reached only through a DatabaseHandle. */
export class AppDatabase extends Dexie {
  // `declare` so class fields do not overwrite the tables Dexie defines.
  declare profiles: Table<ProfileRow, string>
  declare events: Table<EventRow, string>
  declare eventTags: Table<EventTagRow, [string, string, string]>
  declare nip05: Table<Nip05Row, string>
  declare lnurl: Table<LnurlRow, string>
  declare relayStatus: Table<RelayStatusRow, string>
  declare unpublishedEvents: Table<UnpublishedEventRow, string>
  declare eventRelays: Table<EventRelayRow, [string, string]>
  declare decryptedEvents: Table<DecryptedEventRow, string>
  declare cacheData: Table<CacheDataRow, string>

  /** Opens on `impl` (the browser's IndexedDB by default), or in memory when it cannot (see resilient-dexie). */
  constructor(name: string = DEFAULT_DATABASE_NAME, impl?: IndexedDbImpl) {
    super(name, indexedDbFor(name, impl))
    this.version(1).stores(SCHEMA_V1)
    makeResilient(this, { checks: APP_ROW_CHECKS, skipInMemory: CACHES_LEFT_ON_DISK })
  }
}

export const TABLE_NAMES = Object.keys(SCHEMA_V1)

/** Opens in the background: never blocks, and a failure is logged while the app keeps using the network. */
export function createDatabase(name: string = DEFAULT_DATABASE_NAME): AppDatabase {
  const db = new AppDatabase(name)
  db.open().catch((error: unknown) => {
    if ((error as { name?: unknown } | null)?.name === 'DatabaseClosedError') return // closed on purpose
    console.warn(`Local database "${name}" unavailable; continuing from the network`, error)
  })
  return db
}

export { tryDb, DB_OPERATION_TIMEOUT_MS } from './try-db'
