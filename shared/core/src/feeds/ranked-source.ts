import type { NostrEvent } from '../nostr-types'
import { FEED_PAGE_SIZE } from './feed-constants'
import type { FeedSource } from './filter-source'
import type { RankedQueue } from './ranked-queue'

export interface QueueShare {
  queue: RankedQueue
  /** Share of each page, 0–1; the shares add up to 1. */
  share: number
}

/** Takes `need` posts across queues by share, filling from the others when one runs short; interleaved. */
async function takeMixed(shares: QueueShare[], need: number): Promise<NostrEvent[]> {
  const pages: NostrEvent[][] = []
  const short = new Set<number>()
  let missing = 0
  for (const [index, { queue, share }] of shares.entries()) {
    const quota = index === shares.length - 1 ? need - pages.flat().length : Math.round(need * share)
    const page = await queue.take(quota)
    if (page.length < quota) short.add(index)
    missing += quota - page.length
    pages.push(page)
  }
  // Only the queues that filled their share make up for the others; a short one is asked again on the next page.
  for (const [index, { queue }] of shares.entries()) {
    if (missing <= 0) break
    if (short.has(index)) continue
    const extra = await queue.take(missing)
    missing -= extra.length
    pages[index].push(...extra)
  }
  return interleave(pages)
}

function interleave(pages: NostrEvent[][]): NostrEvent[] {
  const result: NostrEvent[] = []
  for (let i = 0; pages.some((page) => i < page.length); i++) for (const page of pages) if (i < page.length) result.push(page[i])
  return result
}

/**
 * A strategy feed over ranked queues: the first page once every queue is ready (or exhausted), then pages on
 * demand; keeps taking while it has delivered fewer than were asked for and posts are pending.
 */
export function createRankedSource(shares: QueueShare[]): FeedSource {
  let wanted = FEED_PAGE_SIZE
  let delivered = 0
  let pumping = false
  let pumpQueued = false
  let disposed = false
  let emit: (event: NostrEvent) => boolean = () => false
  const queues = shares.map((share) => share.queue)
  const started = () => queues.every((queue) => queue.ready() || queue.exhausted())
  const waiters: Array<() => void> = []
  /** Asked-for posts delivered, or nothing pending and no request in flight. */
  const settled = () => delivered >= wanted || queues.every((queue) => queue.pending() === 0 && !queue.loading())
  const wake = () => {
    if (disposed || settled()) waiters.splice(0).forEach((resolve) => resolve())
  }

  async function pump() {
    if (pumping || disposed || !started()) return
    pumping = true
    try {
      while (!disposed && delivered < wanted && queues.some((queue) => queue.pending() > 0)) {
        const page = await takeMixed(shares, wanted - delivered)
        if (disposed) return
        // Only posts the feed's filters keep count towards the page.
        delivered += page.filter((event) => emit(event)).length
      }
    } finally {
      pumping = false
      wake()
    }
  }

  /** Events arriving in one batch (one worker message) are all counted before a page is taken. */
  function pumpSoon() {
    if (pumpQueued) return
    pumpQueued = true
    queueMicrotask(() => {
      pumpQueued = false
      void pump()
      wake()
    })
  }

  return {
    start(sink, ended) {
      emit = sink
      let endedOnce = false
      const checkEnded = () => {
        if (endedOnce || disposed || !queues.every((queue) => queue.exhausted())) return
        endedOnce = true
        ended?.()
      }
      queues.forEach((queue) => queue.onChange(pumpSoon))
      queues.forEach((queue) => queue.onChange(checkEnded))
      void pump()
    },
    async more(count) {
      // A page still coming in (the first one, say) is finished before the next one is counted.
      wanted = (settled() ? delivered : Math.max(wanted, delivered)) + count
      const done = new Promise<void>((resolve) => waiters.push(resolve))
      await pump()
      wake()
      await done
      return !queues.every((queue) => queue.exhausted())
    },
    dispose() {
      disposed = true
      wake()
      queues.forEach((queue) => queue.dispose())
    },
  }
}
