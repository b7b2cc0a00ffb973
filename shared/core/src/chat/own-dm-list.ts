import { firstValueFrom, type Observable } from 'rxjs'
import type { Filter, NostrEvent } from '../nostr-types'
import type { RelayStatus } from '../relay/connection/connection-types'
import { normalizeRelayUrls } from '../relay/relay-url'
import { DM_RELAYS_KIND } from '../private-messages/send-private-message'

/** How long one relay may take to say whether the user has a DM relay list. */
export const OWN_LIST_TIMEOUT_MS = 4000
/** A relay in one of these states is connected: an end of stored events from it is its answer. */
const CONNECTED = new Set<RelayStatus['state']>(['connected', 'auth requested', 'authenticating', 'authenticated'])

export interface OwnListPool {
  query(filters: Filter[], opts?: { relays?: string[]; eoseTimeoutMs?: number }): Promise<NostrEvent[]>
  /** The pool's own relays and their connections. */
  readonly status$: Observable<RelayStatus[]>
}

/** 'listed': a relay has the user's kind 10050; 'absent': at least one relay answered, none has one; 'unknown': none answered. */
export type OwnListState = 'listed' | 'absent' | 'unknown'

/**
 * One relay's answer. The pool ends a query alike for an answer, a closed or unreachable relay and a timeout: an empty
 * result is an answer only when it came in time from a relay still connected (the pool's own relays say so).
 */
async function askRelay(pool: OwnListPool, me: string, url: string, now: () => number): Promise<OwnListState> {
  const started = now()
  const events = await pool.query([{ kinds: [DM_RELAYS_KIND], authors: [me] }], { relays: [url], eoseTimeoutMs: OWN_LIST_TIMEOUT_MS }).catch(() => null)
  if (events?.some((event) => event.kind === DM_RELAYS_KIND && event.pubkey === me)) return 'listed'
  if (!events || now() - started >= OWN_LIST_TIMEOUT_MS) return 'unknown'
  const statuses = await firstValueFrom(pool.status$)
  return statuses.some((status) => status.url === url && CONNECTED.has(status.state)) ? 'absent' : 'unknown'
}

/** Asks each of the pool's relays and `relays` apart whether the user has a kind-10050 list. */
export async function findOwnDmList(pool: OwnListPool, me: string, relays: string[], now: () => number = Date.now): Promise<OwnListState> {
  const pooled = (await firstValueFrom(pool.status$)).map((status) => status.url)
  const answers = await Promise.all(normalizeRelayUrls([...pooled, ...relays]).map((url) => askRelay(pool, me, url, now)))
  if (answers.includes('listed')) return 'listed'
  return answers.includes('absent') ? 'absent' : 'unknown'
}
