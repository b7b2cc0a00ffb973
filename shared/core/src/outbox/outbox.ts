import { combineLatest, defer, distinctUntilChanged, from, map, of, switchMap, type Observable } from 'rxjs'
import type { RuntimeConfig } from '../config/runtime-config'
import type { Filter, NostrEvent } from '../nostr-types'
import { systemClock, type Clock } from '../policies/clock'
import type { PoolMessage, RelayPool, ReqOptions } from '../relay/pool/pool-types'
import { mergedReq, routeFilters } from './outbox-req'
import { chooseRelaysPerAuthor, relayHints, taggedPubkeysToReach } from './pick-relays'
import { allRelays, parseRelayList } from './relay-list'
import { createRelayListTracker } from './relay-list-tracker'
import { createToggleReader, type OutboxToggles } from './toggles'

/** The outbox model (NIP-65): read authors where they write, reach tagged users where they read. */
export interface Outbox {
  /** Relay → authors to ask there (2 write relays per author; the default relays for the rest). */
  relaysForAuthors(pubkeys: readonly string[]): Promise<Map<string, string[]>>
  /** Where to publish: default relays, the author's write relays, up to 5 hints, tagged users' read relays. */
  relaysForPublish(event: NostrEvent): Promise<string[]>
  /** A REQ whose author filters go to the authors' relays (plain pool REQ when the outbox model is off). */
  reqOutbox(filters: Filter[], opts?: ReqOptions): Observable<PoolMessage>
  /** The user's own relays to connect to (empty when autoConnectUserRelays is off). */
  userRelays(pubkey: string): Promise<string[]>
  /** The logged-in user's relays, re-read when the user or autoConnectUserRelays changes. */
  userRelays$(publicKey$: Observable<string | undefined>): Observable<string[]>
  /** A relay list (kind 10002) just published by the user: the outbox uses it at once. */
  remember(event: NostrEvent): void
  dispose(): void
}

/** What the outbox needs: the pool (public interface only), the runtime config, the toggles, a clock. */
export interface OutboxOptions {
  pool: Pick<RelayPool, 'req' | 'status$'>
  config: Pick<RuntimeConfig, 'relays' | 'outboxRelays'>
  /** The user's ndkOutboxModel / autoConnectUserRelays (both default true until told otherwise). */
  toggles$?: Observable<Partial<OutboxToggles>>
  clock?: Clock
}

/** Creates the outbox model over the pool's public interface. */
export function createOutbox(opts: OutboxOptions): Outbox {
  const clock = opts.clock ?? systemClock
  const toggles = createToggleReader(opts.toggles$)
  let poolRelays: string[] = []
  let connected = new Set<string>()
  const statusSubscription = opts.pool.status$.subscribe((statuses) => {
    poolRelays = statuses.map((status) => status.url)
    connected = new Set(statuses.filter((status) => isConnectedState(status.state)).map((status) => status.url))
  })
  const defaults = () => (poolRelays.length > 0 ? poolRelays : opts.config.relays)
  const tracker = createRelayListTracker({
    pool: opts.pool,
    clock,
    sources: () => [...new Set([...(opts.config.outboxRelays ?? []), ...defaults()])],
    isConnected: () => connected.size > 0,
  })

  async function relaysForAuthors(pubkeys: readonly string[]) {
    if (!toggles.get().ndkOutboxModel) return new Map(defaults().map((relay) => [relay, [...new Set(pubkeys)]]))
    const lists = await tracker.load(pubkeys)
    return chooseRelaysPerAuthor(pubkeys, lists, 'write', defaults(), connected)
  }

  async function relaysForPublish(event: NostrEvent) {
    if (!toggles.get().ndkOutboxModel) return defaults()
    const tagged = taggedPubkeysToReach(event)
    const lists = await tracker.load([event.pubkey, ...tagged])
    const ownWrite = lists.get(event.pubkey)?.write ?? []
    const taggedRead = chooseRelaysPerAuthor(tagged, lists, 'read', [], new Set(ownWrite))
    return [...new Set([...defaults(), ...ownWrite, ...relayHints(event), ...taggedRead.keys()])]
  }

  function reqOutbox(filters: Filter[], reqOpts: ReqOptions = {}): Observable<PoolMessage> {
    if (!toggles.get().ndkOutboxModel || reqOpts.relays) return opts.pool.req(filters, reqOpts)
    const authors = filters.flatMap((filter) => filter.authors ?? [])
    return defer(() => from(relaysForAuthors(authors))).pipe(
      switchMap((byRelay) => mergedReq(opts.pool, routeFilters(filters, byRelay, defaults()), reqOpts)),
    )
  }

  async function userRelays(pubkey: string) {
    if (!toggles.get().autoConnectUserRelays) return []
    const list = (await tracker.load([pubkey])).get(pubkey)
    return list ? allRelays(list) : []
  }

  function userRelays$(publicKey$: Observable<string | undefined>) {
    const autoConnect$ = toggles.changes$.pipe(map((value) => value.autoConnectUserRelays), distinctUntilChanged())
    return combineLatest([publicKey$, autoConnect$]).pipe(
      switchMap(([pubkey, on]) => (pubkey && on ? from(userRelays(pubkey)) : of([]))),
    )
  }

  return {
    relaysForAuthors,
    relaysForPublish,
    reqOutbox,
    userRelays,
    userRelays$,
    remember(event) {
      const list = parseRelayList(event)
      if (list) tracker.put(event.pubkey, list)
    },
    dispose() {
      statusSubscription.unsubscribe()
      toggles.dispose()
    },
  }
}

function isConnectedState(state: string): boolean {
  return state === 'connected' || state === 'authenticated'
}
