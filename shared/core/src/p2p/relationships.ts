import { filter, firstValueFrom, of, timeout, type Observable } from 'rxjs'
import type { Relationship } from './peer-rules'
import type { AuthorStanding } from './peer-session'

export interface SocialView {
  followsOf$(pubkey: string): Observable<string[] | undefined>
  mutes$: Observable<string[]>
  /** The social graph's follow distance (1000 when unknown). */
  distance(pubkey: string): Promise<number>
}

const LIST_WAIT_MS = 3000
const STANDING_TTL_MS = 60_000

const listOf = (social: SocialView, pubkey: string) =>
  firstValueFrom(social.followsOf$(pubkey).pipe(filter((list): list is string[] => list !== undefined), timeout({ first: LIST_WAIT_MS, with: () => of([] as string[]) })))

/** How a user stands to `me`: own device, mutual follow (both contact lists say so), follow distance. */
export async function relationshipOf(social: SocialView, me: string, pubkey: string): Promise<Relationship> {
  if (pubkey === me) return { isOwn: true, isMutual: false, distance: 0 }
  const [mine, theirs] = await Promise.all([listOf(social, me), listOf(social, pubkey)])
  const followed = mine.includes(pubkey)
  return { isOwn: false, isMutual: followed && theirs.includes(me), distance: followed ? 1 : await social.distance(pubkey) }
}

/** An author's standing for relaying (distance, muted), remembered for a minute. */
export function standingCache(social: SocialView, me: string, now: () => number): AuthorStanding {
  const known = new Map<string, { at: number; value: { distance: number; muted: boolean } }>()
  return async (pubkey) => {
    const hit = known.get(pubkey)
    if (hit && now() - hit.at < STANDING_TTL_MS) return hit.value
    const [mine, mutes] = await Promise.all([pubkey === me ? Promise.resolve([]) : listOf(social, me), firstValueFrom(social.mutes$.pipe(timeout({ first: LIST_WAIT_MS, with: () => of([] as string[]) })))])
    const distance = pubkey === me ? 0 : mine.includes(pubkey) ? 1 : await social.distance(pubkey)
    const value = { distance, muted: mutes.includes(pubkey) }
    if (known.size > 5000) known.clear()
    known.set(pubkey, { at: now(), value })
    return value
  }
}
