import { BehaviorSubject, type Observable } from 'rxjs'
import type { PublishResult } from '../connection/connection-types'
import { needsAuth } from '../connection/relay-auth'

/** Spec 3 §4 'Publish status'. */
export type PublishState = 'pending' | 'success' | 'error'

/** Where one event stands on one relay. */
export interface RelayPublishStatus {
  relay: string
  state: PublishState
  message?: string
}

/** A publish in progress: per-relay statuses, and the outcome. */
export interface PublishTracker {
  /** Emits the statuses of every relay on each change; completes when all are settled. */
  readonly status$: Observable<RelayPublishStatus[]>
  /** One result per relay, whatever the quorum; never rejects. */
  readonly results: Promise<PublishResult[]>
  /** One result per relay; rejects with quorumError when fewer relays than the quorum accepted. */
  readonly done: Promise<PublishResult[]>
}

/** Default quorum: at least one relay. */
export const DEFAULT_QUORUM = 1

/** Spec 3 §8, verbatim. */
export function quorumError(published: number, required: number): Error {
  return new Error(`Not enough relays received the event (${published} published, ${required} required)`)
}

/** No final verdict: a timeout, a disconnect or a refusal until authenticated, so sending it again may help. */
export function isWorthResending(result: PublishResult): boolean {
  if (result.ok) return false
  return result.message.startsWith('Publish timeout after') || / disconnected$/.test(result.message) || needsAuth(result.message)
}

/** How many relays accepted the event. */
export function countAccepted(results: readonly PublishResult[]): number {
  return results.filter((result) => result.ok).length
}

/** Sends to every relay at once and tracks each one from pending to success or error. */
export function trackPublish(
  urls: string[],
  sendTo: (url: string) => Promise<PublishResult>,
  quorum: number = DEFAULT_QUORUM,
): PublishTracker {
  const statuses = new BehaviorSubject<RelayPublishStatus[]>(urls.map((relay) => ({ relay, state: 'pending' })))
  const settle = (result: PublishResult) => {
    const next: RelayPublishStatus = result.ok
      ? { relay: result.relay, state: 'success', ...(result.message ? { message: result.message } : {}) }
      : { relay: result.relay, state: 'error', message: result.message }
    statuses.next(statuses.value.map((status) => (status.relay === result.relay ? next : status)))
    return result
  }
  const results = Promise.all(
    urls.map((url) =>
      sendTo(url).then(settle, (error: unknown) => settle({ relay: url, ok: false, message: String((error as Error)?.message ?? error) })),
    ),
  )
  void results.then(() => statuses.complete())
  const done = results.then((all) => {
    const accepted = countAccepted(all)
    if (accepted < quorum) throw quorumError(accepted, quorum)
    return all
  })
  done.catch(() => {}) // the caller may only watch status$
  return { status$: statuses.asObservable(), results, done }
}
