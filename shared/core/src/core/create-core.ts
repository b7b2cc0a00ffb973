import { skip } from 'rxjs'
import { createBus, type EventBus } from '../bus/event-bus'
import type { RuntimeConfig } from '../config/runtime-config'
import { lazyDatabase, type DatabaseHandle } from '../db/database-handle'
import { getEvent } from '../events/get-event'
import type { Filter, NostrEvent } from '../nostr-types'
import type { Clock } from '../policies/clock'
import type { KeyValueStorage } from '../policies/storage'
import type { Verifier } from '../policies/verifier'
import { createProfileStore, type ProfileStore } from '../profiles/profile-store'
import { createRelayListStore, type RelayListStore } from '../relay/relay-list-store'
import type { RelayPool } from '../relay/pool/pool-types'
import { createRelayPool } from '../relay/pool/relay-pool'
import { searchNotes } from '../search/search-notes'
import { searchPeople } from '../search/search-people'
import type { Profile } from '../profiles/profile'
import { createTimeline, type Timeline, type TimelineOptions } from '../timeline/timeline'

export interface Core {
  bus: EventBus
  pool: RelayPool
  relays: RelayListStore
  /** The local database, opened on first use. */
  db: DatabaseHandle
  profiles: ProfileStore
  config: RuntimeConfig
  timeline(filter: Filter, opts?: TimelineOptions): Timeline
  /** NIP-50 search over kind 1 notes. */
  searchNotes(query: string, limit?: number): Promise<NostrEvent[]>
  /** Known profiles plus a NIP-50 search of profiles on the relays. */
  searchPeople(query: string, limit?: number): Promise<Profile[]>
  getEvent(id: string): Promise<NostrEvent | null>
  dispose(): void
}

export interface CoreOptions {
  /** Any Storage works (localStorage by default); only getItem/setItem are used. */
  storage?: KeyValueStorage
  verifier?: Verifier
  WebSocketImpl?: typeof WebSocket
  dbName?: string
  clock?: Clock
}

/**
 * Wires the core: the relay list (seeded from config.relays) drives the pool at once, and
 * every later change of enabled relays is announced on the bus as 'relays:changed'.
 */
export function createCore(config: RuntimeConfig, opts: CoreOptions = {}): Core {
  const bus = createBus()
  const relays = createRelayListStore({ defaults: config.relays, storage: opts.storage })
  const enabled = relays.get().filter((relay) => !relay.disabled).map((relay) => relay.url)
  const pool = createRelayPool({ relays: enabled, verifier: opts.verifier, WebSocketImpl: opts.WebSocketImpl, clock: opts.clock })
  const db = lazyDatabase(opts.dbName)
  const profiles = createProfileStore({ pool, db, clock: opts.clock })

  const followRelays = relays.enabledUrls$.subscribe((urls) => pool.setRelays(urls))
  const announceRelays = relays.enabledUrls$.pipe(skip(1)).subscribe((urls) => bus.publish({ type: 'relays:changed', urls }))

  return {
    bus,
    pool,
    relays,
    db,
    profiles,
    config,
    timeline: (filter, timelineOpts) => createTimeline(pool, filter, timelineOpts),
    searchNotes: (query, limit) => searchNotes(pool, query, limit),
    searchPeople: (query, limit) => searchPeople(pool, profiles, query, limit),
    getEvent: (id) => getEvent(pool, db, id),
    dispose() {
      followRelays.unsubscribe()
      announceRelays.unsubscribe()
      profiles.dispose()
      pool.close()
      db.close()
    },
  }
}
