import { BehaviorSubject, distinctUntilChanged, from, map, of, startWith, switchMap, type Observable, type Subscription } from 'rxjs'
import type { NostrEvent } from '../nostr-types'
import type { RelayPool } from '../relay/pool/pool-types'
import type { CurrentUser } from '../signers'
import { newestEvent } from './list-edits'

interface Snapshot {
  pubkey: string | null
  event: NostrEvent | null
  /** False until the relays answered for this user. */
  loaded: boolean
}

/** The signed-in user's newest replaceable event of one kind: fetched on sign-in, replaced by what we publish. */
export interface OwnList {
  readonly event$: Observable<NostrEvent | null>
  /** The event once the relays answered (null: the user has none); undefined before. */
  readonly loaded$: Observable<NostrEvent | null | undefined>
  /** The newest known event, if it belongs to `pubkey`. */
  current(pubkey: string): NostrEvent | null
  /** Asks the relays again (before an edit) and keeps the newest. */
  refetch(pubkey: string): Promise<NostrEvent | null>
  /** A newer event of ours (just signed). */
  offer(pubkey: string, event: NostrEvent): void
  dispose(): void
}

export function createOwnList(kind: number, pool: Pick<RelayPool, 'query'>, session$: Observable<CurrentUser | null>): OwnList {
  const state$ = new BehaviorSubject<Snapshot>({ pubkey: null, event: null, loaded: false })
  const fetchNewest = (pubkey: string) =>
    pool.query([{ kinds: [kind], authors: [pubkey] }]).then(newestEvent, (error: unknown) => {
      console.warn(`Could not load kind ${kind} of ${pubkey}`, error)
      return null
    })

  const offer = (pubkey: string, event: NostrEvent | null, loaded = true) => {
    const now = state$.value
    if (now.pubkey !== pubkey) state$.next({ pubkey, event, loaded })
    else if (event && event !== now.event && newestEvent([now.event, event]) === event) state$.next({ pubkey, event, loaded: loaded || now.loaded })
    else if (loaded && !now.loaded) state$.next({ ...now, loaded })
  }

  const subscription: Subscription = session$
    .pipe(
      map((user) => user?.pubkey ?? null),
      distinctUntilChanged(),
      switchMap((pubkey) =>
        pubkey
          ? from(fetchNewest(pubkey)).pipe(
              map((event) => ({ pubkey, event, loaded: true })),
              startWith({ pubkey, event: null, loaded: false }),
            )
          : of({ pubkey, event: null, loaded: false }),
      ),
    )
    .subscribe(({ pubkey, event, loaded }) => (pubkey ? offer(pubkey, event, loaded) : state$.next({ pubkey: null, event: null, loaded: false })))

  return {
    event$: state$.pipe(map((snapshot) => snapshot.event), distinctUntilChanged()),
    loaded$: state$.pipe(map((snapshot) => (snapshot.loaded ? snapshot.event : undefined)), distinctUntilChanged()),
    current: (pubkey) => (state$.value.pubkey === pubkey ? state$.value.event : null),
    async refetch(pubkey) {
      const fresh = await fetchNewest(pubkey)
      if (fresh) offer(pubkey, fresh)
      return state$.value.pubkey === pubkey ? state$.value.event : fresh
    },
    offer,
    dispose: () => subscription.unsubscribe(),
  }
}
