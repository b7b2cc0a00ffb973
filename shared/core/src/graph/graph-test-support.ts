import { firstValueFrom, filter, type Observable } from 'rxjs'
import type { ManualClock } from '../test-support/manual-clock'
import { waitFor } from '../test-support/test-relay'
import { GRAPH_CRAWL_INTERVAL_MS } from './graph-constants'
import type { SocialGraphStore } from './social-graph-store'

/** Test helper: moves the clock 5 s each time the crawler waits for its next batch, until nothing is left. */
export async function crawlToEnd(store: SocialGraphStore, clock: ManualClock): Promise<void> {
  let crawling = true
  const watch = store.crawling$.subscribe((value) => (crawling = value))
  try {
    for (;;) {
      await waitFor(() => !crawling || clock.pendingDelays().includes(GRAPH_CRAWL_INTERVAL_MS), 10_000)
      if (!crawling) return
      clock.advance(GRAPH_CRAWL_INTERVAL_MS)
    }
  } finally {
    watch.unsubscribe()
  }
}

/** Test helper: the first value of `source` that passes `check`. */
export function valueWhere<T>(source: Observable<T>, check: (value: T) => boolean): Promise<T> {
  return firstValueFrom(source.pipe(filter(check)))
}

/** Test helper: the REQ frames a spying socket sent that ask for follow lists. */
export function followListReqs(sent: string[]): Array<{ authors: string[] }> {
  return sent
    .map((frame) => JSON.parse(frame) as unknown[])
    .filter((frame) => frame[0] === 'REQ' && (frame[2] as { kinds?: number[] })?.kinds?.includes(3))
    .map((frame) => frame[2] as { authors: string[] })
}

/** Test helper: a random 64-hex public key (the graph only needs the shape). */
export function randomPubkey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
