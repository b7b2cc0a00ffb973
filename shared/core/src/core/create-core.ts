import { combineLatest, defer, firstValueFrom, from, map, pairwise, skip, startWith, switchMap } from 'rxjs'
import { systemClock } from '../policies/clock'
import { whenIdle } from '../util/when-idle'
import { createBus, type EventBus } from '../bus/event-bus'
import { withEventCache } from '../caches/cached-pool'
import { createEventStore, type EventStore } from '../caches/event-store'
import { createProfileCache, type ProfileCache } from '../caches/profile-cache'
import type { ZapVerifier } from '../zaps/zap-verifier'
import type { RuntimeConfig } from '../config/runtime-config'
import { lazyDatabase, storedPresence, type DatabaseHandle } from '../db/database-handle'
import { createWriteBuffer } from '../db/write-buffer'
import { storageHealth, type StorageHealth } from '../db/storage-health'
import { getAddressable, type AddressPointer } from '../events/get-addressable'
import { getEvent } from '../events/get-event'
import { createFeeds, type Feeds } from '../feeds/create-feeds'
import { authorStanding, isMutedMoreThanFollowed } from '../feeds/content-filter'
import { createLinkHints, type LinkHints } from '../links/link-hints'
import type { FetchLike } from '../names'
import { withOutbox } from '../outbox/with-outbox'
import type { Filter, NostrEvent } from '../nostr-types'
import type { Clock } from '../policies/clock'
import type { EventTemplate } from '../signers'
import { defaultStorage, type KeyValueStorage } from '../policies/storage'
import type { Verifier } from '../policies/verifier'
import type { Profile } from '../profiles/profile'
import { createProfileStore, type ProfileStore } from '../profiles/profile-store'
import { browserEnvironment } from '../relay/environment'
import type { RelayPool } from '../relay/pool/pool-types'
import type { RelayPoolOptions } from '../relay/pool/relay-pool'
import { publishRelayListEdits } from '../relay/relay-list-publisher'
import { createRelayListStore, type RelayListStore } from '../relay/relay-list-store'
import { createPeerHubSlot, type PeerHubSlot } from '../relay/peers/peer-hub'
import { withPeers } from '../relay/peers/with-peers'
import { searchPeople } from '../search/search-people'
import { createTimeline, type Timeline, type TimelineOptions } from '../timeline/timeline'
import { createWorkerPool } from '../worker/worker-transport'
import { createCoreServices, type CoreServices } from './core-services'

/** The one core of a tab: what remotes read (observables) and ask (async functions). */
export interface Core extends Omit<CoreServices, 'dispose'> {
  bus: EventBus
  /** The relays, and connected WebRTC peers as extra relays once peer-to-peer is on. */
  pool: RelayPool
  /** Where the peer-to-peer code plugs in its peers (`@app/core/p2p`). */
  peerHubs: PeerHubSlot
  relays: RelayListStore
  /** The local database, opened on first use. */
  db: DatabaseHandle
  /** Whether what the tab stores outlives it (every database and store reports here when it falls back to memory). */
  storage: Pick<StorageHealth, 'status$' | 'current'>
  /** Events seen, cached in the local database (feeds read it first). */
  events: EventStore
  profiles: ProfileStore
  /** Every named profile seen, compact (the search suggestions' index reads it). */
  profileCache: Pick<ProfileCache, 'load' | 'rows' | 'onAdd'>
  /** Feed configs (the feed store) and a feed engine per config. */
  feeds: Feeds
  config: RuntimeConfig
  timeline(filter: Filter, opts?: TimelineOptions): Timeline
  /** Known profiles plus a NIP-50 search of profiles on the relays. */
  searchPeople(query: string, limit?: number, relays?: string[]): Promise<Profile[]>
  /** One event by id: the cache, the relays, then the relays a link or tag names (`hints`). */
  getEvent(id: string, hints?: string[]): Promise<NostrEvent | null>
  /** The newest version of an addressable event (naddr), asking the relays and the pointer's relay hints at once. */
  getAddressable(pointer: AddressPointer): Promise<NostrEvent | null>
  /** Relay hints for the links we create (share, copy, quote). */
  linkHints: LinkHints
  dispose(): void
}

/** Policies of the core; every one has a browser default. */
export interface CoreOptions {
  /** Where relay sockets run: a (Shared)Worker, default in browsers, or this thread ('main', default elsewhere). */
  transport?: 'worker' | 'main'
  /** Any Storage works (localStorage by default); only getItem/setItem are used. */
  storage?: KeyValueStorage
  verifier?: Verifier
  WebSocketImpl?: typeof WebSocket
  dbName?: string
  clock?: Clock
  fetch?: FetchLike
  productDomain?: string
  /** Crawl follow lists for the social graph (default true). */
  graphCrawl?: boolean
  /** Whether a zap receipt counts (default: NIP-57's checks against the recipient's LNURL server). */
  zapVerifier?: ZapVerifier
  /**
   * The pool of the 'main' transport (createRelayPool): injected, so that pages, whose sockets live in a worker,
   * never download it. Required where there are no workers.
   */
  mainThreadPool?: (opts: RelayPoolOptions) => RelayPool
}

function createPool(config: { relays: string[]; blocked: string[] }, opts: CoreOptions, db: DatabaseHandle, sign: CoreServices['signer']): RelayPool {
  const transport = opts.transport ?? (typeof Worker !== 'undefined' ? 'worker' : 'main')
  const base = { relays: config.relays, verifier: opts.verifier, WebSocketImpl: opts.WebSocketImpl, clock: opts.clock }
  const authSigner = async (template: EventTemplate) => (await sign()).sign(template)
  const environment = typeof window === 'undefined' ? undefined : browserEnvironment()
  if (transport === 'worker') return createWorkerPool({ ...base, authSigner, environment })
  if (!opts.mainThreadPool) throw new Error("createCore: the 'main' transport needs the mainThreadPool option (createRelayPool)")
  return opts.mainThreadPool({ ...base, blockedRelays: config.blocked, db, environment, authSigner })
}

/**
 * Wires the core: the relay list (seeded from config.relays) drives the pool at once (disabled relays are
 * blocked), every later change of enabled relays is announced on the bus as 'relays:changed', and feeds,
 * profiles and event lookups go through the local cache first.
 */
export function createCore(config: RuntimeConfig, opts: CoreOptions = {}): Core {
  const bus = createBus()
  const storage = opts.storage ?? defaultStorage()
  const relays = createRelayListStore({ defaults: config.relays, storage })
  const db = lazyDatabase(opts.dbName, storedPresence(storage, `app.db.created${opts.dbName ? `.${opts.dbName}` : ''}`))
  const configs = relays.get()
  let services: CoreServices | null = null
  const signer = () => services!.signer()
  const relayPool = createPool(
    { relays: configs.filter((r) => !r.disabled).map((r) => r.url), blocked: configs.filter((r) => r.disabled).map((r) => r.url) },
    opts,
    db,
    signer,
  )
  const peerHubs = createPeerHubSlot(relayPool)
  const pool = withPeers(relayPool, peerHubs)
  const writes = createWriteBuffer(db, { clock: opts.clock })
  const events = createEventStore(db, { clock: opts.clock, buffer: writes })
  const cachedPool = withEventCache(pool, events)
  const profileCache = createProfileCache({ db, clock: opts.clock })
  const profiles = createProfileStore({ pool: cachedPool, db, clock: opts.clock, writes, cache: profileCache })
  const linkHints = createLinkHints({ pool, events, db })
  services = createCoreServices({ config, pool: cachedPool, db, profiles, storage, clock: opts.clock, fetch: opts.fetch, productDomain: opts.productDomain ?? config.productDomain, graphCrawl: opts.graphCrawl, linkHints, verifyZap: opts.zapVerifier })

  const outboxPool = withOutbox(cachedPool, services.outbox)
  // The pool follows the relay list at once, plus the signed-in user's own relays (autoConnectUserRelays).
  const userRelays$ = services.outbox.userRelays$(services.user.select('publicKey')).pipe(startWith([] as string[]))
  const followRelays = combineLatest([relays.configs$, userRelays$]).subscribe(([list, own]) => {
    const blocked = list.filter((r) => r.disabled).map((r) => r.url)
    pool.setBlockedRelays?.(blocked)
    const enabled = list.filter((r) => !r.disabled).map((r) => r.url)
    pool.setRelays([...new Set([...enabled, ...own.filter((url) => !blocked.includes(url))])])
  })
  const feeds = createFeeds({
    storage,
    clock: opts.clock ?? systemClock,
    pool: outboxPool,
    cache: events,
    myPubkey$: services.session$.pipe(map((user) => user?.pubkey ?? null)),
    storedPubkey: () => services!.user.get().publicKey || null,
    followDistance: async (pubkey) => firstValueFrom((await services!.graph()).followDistance$(pubkey)),
    distanceChanges$: defer(() => from(services!.graph())).pipe(switchMap((graph) => graph.stats$.pipe(skip(1)))),
    isMuted: async (pubkey) => (await firstValueFrom(services!.social.mutes$)).includes(pubkey),
    content$: services.settings.select('content'),
    // Asked once the main thread is idle: the graph's code does not compete with a feed's first items (spec: posts by
    // authors muted more than followed are hidden once known).
    mutedMoreThanFollowed: async (pubkey) => {
      await new Promise<void>((resolve) => whenIdle(resolve))
      return isMutedMoreThanFollowed(await authorStanding(await services!.graph(), pubkey))
    },
  })
  // Log out clears the private caches: decrypted messages, notification state, seen posts, 'View as'.
  const clearOnLogout = services.session$.pipe(pairwise()).subscribe(([before, after]) => {
    if (!before || after) return
    feeds.clearPrivate()
    services!.notifications.reset()
    void db.use((database) => database.decryptedEvents.clear(), undefined)
  })
  const announceRelays = relays.enabledUrls$.pipe(skip(1)).subscribe((urls) => bus.publish({ type: 'relays:changed', urls }))
  // A signed-in user's relay edits go out as their NIP-65 list (other clients and devices see them; the outbox uses it).
  const relayListEdits = publishRelayListEdits({
    edits$: relays.edits$,
    session$: services.session$,
    sign: async (template) => (await services!.signer()).sign(template),
    pool: cachedPool,
    published: (event) => services!.outbox.remember(event),
    failed: (message) => bus.publish({ type: 'toast', message, kind: 'error' }),
    clock: opts.clock,
  })
  const { dispose: disposeServices, ...serviceApi } = services

  return {
    ...serviceApi,
    bus,
    pool,
    peerHubs,
    relays,
    db,
    storage: storageHealth,
    events,
    profiles,
    profileCache,
    feeds,
    config,
    timeline: (filter, timelineOpts) => createTimeline(outboxPool, filter, { ...timelineOpts, cache: events }),
    searchPeople: (query, limit, only) => searchPeople(cachedPool, profiles, query, limit, only),
    getEvent: (id, hints) => getEvent(cachedPool, db, id, events, hints),
    getAddressable: (pointer) => getAddressable(cachedPool, pointer),
    linkHints,
    dispose() {
      clearOnLogout.unsubscribe()
      feeds.dispose()
      followRelays.unsubscribe()
      announceRelays.unsubscribe()
      relayListEdits.unsubscribe()
      disposeServices()
      profiles.dispose()
      pool.close()
      void events.dispose().then(() => writes.dispose()).finally(() => db.close())
    },
  }
}
