import { BehaviorSubject, catchError, combineLatest, distinctUntilChanged, from, map, of, shareReplay, startWith, type Observable } from 'rxjs'
import type { NostrEvent } from '../nostr-types'
import { systemClock, type Clock } from '../policies/clock'
import type { ProfileStore } from '../profiles/profile-store'
import type { RelayPool } from '../relay/pool/pool-types'
import type { CurrentUser, EventTemplate } from '../signers'
import { listedPubkeys, mergeProfileFields, newestEvent, nextCreatedAt, profileContent, withoutPubkey, withPubkey } from './list-edits'
import { createOwnList, type OwnList } from './own-list'
import { SOCIAL_ERRORS, type ProfileFields, type SocialService } from './social-types'
import { isValidEventShape } from '../relay/protocol/event-shape'
import { oneTabAtATime, openTabChannel } from '../util/tabs'

export interface SocialServiceDeps {
  pool: Pick<RelayPool, 'query' | 'publish' | 'batchedQuery'>
  session$: Observable<CurrentUser | null>
  sign(template: EventTemplate): Promise<NostrEvent>
  profiles?: Pick<ProfileStore, 'ingest'>
  /** Lists we publish are offered here too (e.g. to the social graph). */
  onPublished?(event: NostrEvent): void
  clock?: Clock
}

const FOLLOWS_KIND = 3
const MUTES_KIND = 10000
const FOLLOWS_CACHE_ENTRIES = 500

export function createSocialService(deps: SocialServiceDeps): SocialService {
  const clock = deps.clock ?? systemClock
  const me$ = new BehaviorSubject<string | null>(null)
  const session = deps.session$.subscribe((user) => me$.next(user?.pubkey ?? null))
  const follows = createOwnList(FOLLOWS_KIND, deps.pool, deps.session$)
  const mutes = createOwnList(MUTES_KIND, deps.pool, deps.session$)
  const profile = createOwnList(0, deps.pool, deps.session$)
  const follows$ = follows.event$.pipe(map(listedPubkeys), shareReplay({ bufferSize: 1, refCount: true }))
  const mutes$ = mutes.event$.pipe(map(listedPubkeys), shareReplay({ bufferSize: 1, refCount: true }))
  const othersFollows = new Map<string, Observable<string[] | undefined>>()

  const requireMe = () => {
    const me = me$.value
    if (!me) throw new Error(SOCIAL_ERRORS.noUser)
    return me
  }
  const requirePubkey = (pubkey: string) => {
    if (!pubkey?.trim()) throw new Error(SOCIAL_ERRORS.emptyPubkey)
    return pubkey.trim()
  }

  const listOfKind = (kind: number) => (kind === FOLLOWS_KIND ? follows : kind === MUTES_KIND ? mutes : kind === 0 ? profile : null)
  // Another tab of the same user published a list: this tab takes it too (both end with the same list).
  const tabs = openTabChannel<NostrEvent>('social-lists', (event) => {
    if (!isValidEventShape(event) || event.pubkey !== me$.value) return
    const list = listOfKind(event.kind)
    if (!list) return
    list.offer(event.pubkey, event)
    if (event.kind === 0) deps.profiles?.ingest(event)
    deps.onPublished?.(event)
  })

  /** One tab edits a list at a time, starting from the newest version (another tab's edit included). */
  async function publishEdit(list: OwnList, kind: number, build: (base: NostrEvent | null) => { tags: string[][]; content?: string }) {
    const me = requireMe()
    const event = await oneTabAtATime(`social-list:${kind}:${me}`, async () => {
      const base = await list.refetch(me)
      const { tags, content } = build(base)
      const signed = await deps.sign({ kind, created_at: nextCreatedAt(base, Math.floor(clock.now() / 1000)), tags, content: content ?? base?.content ?? '' })
      list.offer(me, signed)
      tabs.post(signed)
      return signed
    })
    deps.onPublished?.(event)
    await deps.pool.publish(event) // below quorum the pool keeps it and sends it again later
    return event
  }

  const editFollows = (pubkey: string, add: boolean) =>
    publishEdit(follows, FOLLOWS_KIND, (base) => ({ tags: add ? withPubkey(base, pubkey) : withoutPubkey(base, pubkey) }))

  async function editMutes(pubkey: string, add: boolean) {
    try {
      return await publishEdit(mutes, MUTES_KIND, (base) => ({ tags: add ? withPubkey(base, pubkey) : withoutPubkey(base, pubkey) }))
    } catch (error) {
      if (error instanceof Error && error.message === SOCIAL_ERRORS.noUser) throw error
      console.warn('Mute list update failed', error)
      throw new Error(SOCIAL_ERRORS.muteListFailed)
    }
  }

  function remoteFollowsOf(pubkey: string): Observable<string[] | undefined> {
    let cached = othersFollows.get(pubkey)
    if (!cached) {
      cached = from(deps.pool.batchedQuery({ kinds: [FOLLOWS_KIND], authors: [pubkey] })).pipe(
        map((events) => listedPubkeys(newestEvent(events))),
        catchError(() => of([] as string[])),
        startWith(undefined),
        shareReplay({ bufferSize: 1, refCount: false }),
      )
      if (othersFollows.size >= FOLLOWS_CACHE_ENTRIES) othersFollows.delete(othersFollows.keys().next().value!)
      othersFollows.set(pubkey, cached)
    }
    return cached
  }

  const ownFollowsLoaded$ = follows.loaded$.pipe(map((event) => (event === undefined ? undefined : listedPubkeys(event))))
  const followsOf$ = (pubkey: string): Observable<string[] | undefined> =>
    combineLatest([me$, remoteFollowsOf(pubkey), ownFollowsLoaded$]).pipe(
      map(([me, theirs, mine]) => (me === pubkey ? mine : theirs)),
      distinctUntilChanged(),
    )

  return {
    follows$,
    mutes$,
    isFollowing$: (pubkey) => follows$.pipe(map((list) => list.includes(pubkey)), distinctUntilChanged()),
    isMuted$: (pubkey) => mutes$.pipe(map((list) => list.includes(pubkey)), distinctUntilChanged()),
    followsYou$: (pubkey) =>
      combineLatest([me$, followsOf$(pubkey)]).pipe(map(([me, list]) => Boolean(me && me !== pubkey && list?.includes(me))), distinctUntilChanged()),
    followsOf$,
    follow: (pubkey) => editFollows(requirePubkey(pubkey), true),
    unfollow: (pubkey) => editFollows(requirePubkey(pubkey), false),
    async mute(pubkey) {
      const target = requirePubkey(pubkey)
      const me = requireMe()
      if (listedPubkeys(await follows.refetch(me)).includes(target)) await editFollows(target, false)
      return editMutes(target, true)
    },
    unmute: (pubkey) => editMutes(requirePubkey(pubkey), false),
    async ownProfileFields() {
      return profileContent(await profile.refetch(requireMe()))
    },
    async updateProfile(fields: ProfileFields) {
      const event = await publishEdit(profile, 0, (base) => ({
        tags: base?.tags ?? [],
        content: JSON.stringify(mergeProfileFields(profileContent(base), fields)),
      }))
      deps.profiles?.ingest(event)
      return event
    },
    dispose() {
      session.unsubscribe()
      for (const list of [follows, mutes, profile]) list.dispose()
      tabs.close()
    },
  }
}
