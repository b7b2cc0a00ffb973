import { BehaviorSubject, ReplaySubject, combineLatest, defer, filter, startWith, firstValueFrom, from, map, of, shareReplay, switchMap, timeout, type Observable } from 'rxjs'
import type { RuntimeConfig } from '../config/runtime-config'
import type { DatabaseHandle } from '../db/database-handle'
import type { SocialGraphStore } from '../graph'
import type { LnurlService } from '../lnurl'
import type { FetchLike, NameLookup } from '../names'
import { createOutbox, type Outbox } from '../outbox'
import type { Clock } from '../policies/clock'
import type { KeyValueStorage } from '../policies/storage'
import type { ProfileStore } from '../profiles/profile-store'
import type { RelayPool } from '../relay/pool/pool-types'
import type { RelayInfoService } from '../relay-info'
import type { CurrentUser, SignerStore } from '../signers'
import { createNoteActions, type NoteActions } from '../actions'
import { createComposeService, createDraftStore, type ComposeService, type DraftStore } from '../compose'
import type { LinkHints } from '../links/link-hints'
import type { UploadService } from '../uploads'
import { createMediaServerService, type MediaServerService } from '../media-servers'
import type { NotificationsService } from '../notifications'
import { lazyNotifications } from '../notifications/lazy-notifications'
import { createSocialService, type SocialService } from '../social'
import { createSettingsStore, createUserStore, type SettingsStore, type UserStore } from '../stores'
import { createSubscriptionService, type SubscriptionService } from '../subscriptions'
import { normalizeRelayUrls } from '../relay/relay-url'
import { lazyService } from '../util/lazy-service'
import { defaultVerifier } from '../policies/verifier'
import type { ZapVerifier } from '../zaps/zap-verifier'
import { once } from '../util/once'

/** The services of the core beyond pool, database and profiles. Heavy ones (signer crypto, graph) load on first use. */
export interface CoreServices {
  settings: SettingsStore
  user: UserStore
  /** The signer store (keys stay inside it); its crypto is loaded on first call. */
  signer(): Promise<SignerStore>
  /** The signed-in user, or null; loads the signer store when first subscribed. */
  session$: Observable<CurrentUser | null>
  /** The social graph (follow distances, mutes), computed in a Worker; loaded on first call. */
  graph(): Promise<SocialGraphStore>
  outbox: Outbox
  relayInfo: RelayInfoService
  names: NameLookup
  lnurl: LnurlService
  /** Whether a zap receipt counts (NIP-57: signed by the recipient's LNURL server, committing to its request). */
  verifyZap: ZapVerifier
  /** The signed-in user's follows, mutes and profile edits. */
  social: SocialService
  /** Reactions, reposts, deletion requests, reports, rebroadcasts and reaction counts of notes. */
  actions: NoteActions
  /** Builds, signs and publishes notes, replies, quotes and listings. */
  compose: ComposeService
  /** Composer drafts per reply/quote target, persisted. */
  drafts: DraftStore
  /** Media uploads to the user's default Blossom or NIP-96 server. */
  uploads: UploadService
  /** The user's media servers (protocol detected on add, default choice); a signed-in user's lists are published (kinds 10063, 10096). */
  mediaServers: MediaServerService
  /** The signed-in user's notifications and the unread badge. */
  notifications: NotificationsService
  /** Subscriber badges (notification/API server). */
  subscriptions: SubscriptionService
  /** Spec 1 §6 'View as': a logged-out visitor sees follow distances from this user's point of view (null: off). */
  readonly viewAs$: Observable<string | null>
  viewAs(pubkey: string | null): void
  /** Spec 1 §8: whether a public key is on the flagged list. */
  isFlagged(pubkey: string): boolean
  dispose(): void
}

export interface CoreServiceDeps {
  config: RuntimeConfig
  pool: RelayPool
  db: DatabaseHandle
  profiles: ProfileStore
  storage: KeyValueStorage
  clock?: Clock
  fetch?: FetchLike
  /** The product's own NIP-05 domain, tried for plain names. */
  productDomain?: string
  /** Crawl follow lists for the social graph (default true). */
  graphCrawl?: boolean
  /** Where events can be found: the relay hints of replies, quotes, reactions and reposts (default: none known). */
  linkHints?: Pick<LinkHints, 'forEvent'>
  /** Whether a zap receipt counts (default: NIP-57's checks, loaded with the first receipt). */
  verifyZap?: ZapVerifier
}

const PROFILE_WAIT_MS = 5000
const VIEW_AS_KEY = 'view-as'

export function createCoreServices(deps: CoreServiceDeps): CoreServices {
  const { config, pool, db, profiles, storage, clock } = deps
  const isTouchDevice = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches
  const settings = createSettingsStore({ storage, isTouchDevice, notificationServer: config.apiServer })
  const user = createUserStore({ storage, relays: config.relays, productMediaServerUrl: config.mediaServer })

  const signerStore$ = new ReplaySubject<SignerStore>(1)
  const signer = once(async () => {
    const { createSignerStore, userStoreLoginPersistence } = await import('../signers')
    const store = createSignerStore({ persistence: userStoreLoginPersistence(user, storage), transport: pool, clock })
    signerStore$.next(store)
    return store
  })
  // A stored login loads the signers to restore it. A visitor is null at once, without loading the signers' crypto;
  // a login later loads them, and the store's user takes over.
  const session$ = defer(() => {
    const storedLogin = Boolean(user.get().publicKey)
    if (storedLogin) signer().catch((error: unknown) => signerStore$.error(error))
    const sessions = signerStore$.pipe(switchMap((store) => store.user$))
    return storedLogin ? sessions : sessions.pipe(startWith(null))
  }).pipe(shareReplay({ bufferSize: 1, refCount: false }))

  const viewAs$ = new BehaviorSubject<string | null>(storage.getItem(VIEW_AS_KEY) || null)
  let rootFollowsSession: { unsubscribe(): void } | null = null
  let graphStore: Promise<SocialGraphStore> | null = null
  const loadGraph = async () => {
    const { createSocialGraph } = await import('../graph')
    const store = createSocialGraph({ pool, db, clock, crawl: deps.graphCrawl, defaultRoot: config.socialGraphRoot })
    rootFollowsSession = combineLatest([session$.pipe(startWith(null)), viewAs$]).subscribe(([current, viewAs]) => void store.setRoot(current?.pubkey ?? viewAs))
    return store
  }

  const getProfile = (pubkey: string) =>
    firstValueFrom(profiles.profile$(pubkey).pipe(filter(Boolean), timeout({ first: PROFILE_WAIT_MS, with: () => of(undefined) })))

  const lnurl = lazyService(async () => (await import('../lnurl/lnurl-service')).createLnurlService({ db, clock, fetch: deps.fetch, getProfile }), ['fetchLnurlPayInfo', 'loadPayInfo', 'lnurlOf', 'getZapConfig'])
  // The NIP-57 checks load with the first zap receipt.
  const zapVerifier = once(async () =>
    (await import('../zaps/zap-verifier')).createZapVerifier({
      lnurlPubkeyOf: async (pubkey) => (await lnurl.getZapConfig(pubkey))?.nostrPubkey,
      nutzapInfoOf: async (pubkey) => (await import('../zaps/nutzap-info')).newestNutzapInfo(await pool.query([{ kinds: [10019], authors: [pubkey], limit: 1 }])),
      verifyEvent: defaultVerifier,
      fetch: deps.fetch,
      clock,
    }),
  )
  const verifyZap: ZapVerifier = deps.verifyZap ?? (async (receipt) => (await zapVerifier())(receipt))
  const social = createSocialService({
    pool,
    session$,
    clock,
    profiles,
    sign: async (template) => (await signer()).sign(template),
    onPublished: (event) => void graphStore?.then((store) => store.ingest([event])),
  })
  const actions = createNoteActions({
    pool,
    session$,
    clock,
    hints: deps.linkHints,
    defaultRelays: () => normalizeRelayUrls(config.relays),
    verifyZap,
    sign: async (template) => (await signer()).sign(template),
  })
  const graph = () => (graphStore ??= loadGraph())
  const notifications = lazyNotifications(
    async () =>
      (await import('../notifications/notifications-service')).createNotifications({
        pool,
        session$,
        mutes$: social.mutes$,
        settings,
        storage,
        clock,
        verifyZap,
        followDistance: (pubkey) => from(graph()).pipe(switchMap((store) => store.followDistance$(pubkey))),
      }),
    session$,
  )
  const mediaServers = createMediaServerService({
    user,
    session$,
    clock,
    fetch: deps.fetch,
    sign: async (template) => (await signer()).sign(template),
    publish: (event) => pool.publish(event),
  })
  const flagged = new Set(config.flaggedPubkeys ?? [])
  const outbox = createOutbox({ pool, config, toggles$: user.state$, clock })
  return {
    settings,
    user,
    signer,
    session$,
    graph,
    outbox,
    // Services used after the first paint, if at all: their code loads on first call.
    relayInfo: lazyService(async () => (await import('../relay-info/relay-info')).createRelayInfoService({ db, clock, fetch: deps.fetch }), ['fetchRelayInfo']),
    names: lazyService(async () => (await import('../names/name-lookup')).createNameLookup({ db, clock, fetch: deps.fetch, productDomain: deps.productDomain }), ['lookup', 'verify']),
    lnurl,
    verifyZap,
    social,
    actions,
    compose: createComposeService({ pool, signer, clock, hints: deps.linkHints }),
    drafts: createDraftStore({ storage, clock }),
    uploads: lazyService(async () => (await import('../uploads/upload-service')).createUploadService({ user, signer, clock }), ['upload']),
    mediaServers,
    notifications,
    subscriptions: createSubscriptionService({ server$: settings.select('notifications').pipe(map((n) => n.server)), fetch: deps.fetch, clock }),
    viewAs$: viewAs$.asObservable(),
    viewAs(pubkey) {
      viewAs$.next(pubkey)
      storage.setItem(VIEW_AS_KEY, pubkey ?? '')
    },
    isFlagged: (pubkey) => flagged.has(pubkey.toLowerCase()),
    dispose() {
      notifications.dispose()
      actions.dispose()
      social.dispose()
      mediaServers.dispose()
      rootFollowsSession?.unsubscribe()
      outbox.dispose()
      void graphStore?.then((store) => store.dispose())
    },
  }
}
