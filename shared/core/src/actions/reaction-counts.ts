import { BehaviorSubject, Observable, type Subscription } from 'rxjs'
import type { Filter, NostrEvent } from '../nostr-types'
import { systemClock, type Clock } from '../policies/clock'
import type { RelayPool } from '../relay/pool/pool-types'
import { COUNTS_CACHE_ENTRIES, COUNTS_DEBOUNCE_MS, EMPTY_SUMMARY, type ReactionSummary, type ZapItem } from './action-types'
import { addToSummary, REACTION_KINDS, reactionTarget, withoutRepost, zapItemOf } from './summary'
import type { ZapReceipt } from '../zaps/zap-receipt'
import type { ZapVerifier } from '../zaps/zap-verifier'

export interface ReactionCountsDeps {
  pool: Pick<RelayPool, 'req'>
  /** Whether a zap receipt counts (NIP-57 checks); without one no receipt counts. */
  verifyZap?: ZapVerifier
  clock?: Clock
  debounceMs?: number
  cacheEntries?: number
}

/** Counts of reactions, reposts and zaps per note, for the notes on screen. */
export interface ReactionCounts {
  summary$(noteId: string): Observable<ReactionSummary>
  /** Counts an event we published ourselves at once (before the relays echo it). */
  ingest(event: NostrEvent): void
  /** The note's summary now (empty when it is not cached). */
  current(noteId: string): ReactionSummary
  /** Counts a zap not yet paid (quick zap): the returned function takes it back; its receipt replaces it. */
  addPendingZap(noteId: string, zap: Pick<ZapItem, 'pubkey' | 'amount' | 'comment'>): () => void
  /** Drops a repost its author deleted. */
  forgetRepost(noteId: string, repostId: string): void
  /** Note ids in the cache, least recently used first. */
  cachedIds(): string[]
  dispose(): void
}

interface Entry {
  summary: BehaviorSubject<ReactionSummary>
  seen: Set<string>
  observers: number
  batch: Batch | null
}

interface Batch {
  ids: string[]
  subscription: Subscription | null
}

const PENDING = 'pending:'

/** The summary without the pending zap (same zapper and amount) that a verified receipt now stands for. */
function withoutPending(summary: ReactionSummary, receipt: NostrEvent, verified?: ZapReceipt): ReactionSummary {
  if (!verified) return summary
  const zap = zapItemOf(receipt, verified)
  const index = summary.zaps.findIndex((each) => each.id.startsWith(PENDING) && each.pubkey === zap.pubkey && each.amount === zap.amount)
  if (index < 0) return summary
  return { ...summary, zaps: summary.zaps.filter((_, at) => at !== index), zapTotal: summary.zapTotal - zap.amount }
}

/** The filters of one batch: reactions, reposts, zap receipts and replies tagging any of the notes. */
export function countFilters(ids: string[]): Filter[] {
  return [
    { kinds: [REACTION_KINDS.reaction], '#e': ids },
    { kinds: [REACTION_KINDS.repost, REACTION_KINDS.genericRepost], '#e': ids },
    { kinds: [REACTION_KINDS.zapReceipt, REACTION_KINDS.nutzap], '#e': ids },
    { kinds: [REACTION_KINDS.note, REACTION_KINDS.comment], '#e': ids },
  ]
}

/**
 * Notes asked for within a quiet period of 300 ms share one live subscription (the visible note set); it closes
 * when none of its notes is watched. Summaries stay cached (LRU, 100 notes; watched notes are never evicted) and a
 * cached note watched again shows its counts at once and is fetched again with the next batch.
 */
export function createReactionCounts(deps: ReactionCountsDeps): ReactionCounts {
  const clock = deps.clock ?? systemClock
  const debounceMs = deps.debounceMs ?? COUNTS_DEBOUNCE_MS
  const capacity = deps.cacheEntries ?? COUNTS_CACHE_ENTRIES
  const entries = new Map<string, Entry>()
  const pending = new Set<string>()
  const batches = new Set<Batch>()
  let timer: unknown = null
  let pendingCount = 0

  /** Marks the note as most recently used and watched once more. */
  function watch(id: string): Entry {
    let entry = entries.get(id)
    if (entry) entries.delete(id)
    else entry = { summary: new BehaviorSubject(EMPTY_SUMMARY), seen: new Set(), observers: 0, batch: null }
    entries.set(id, entry)
    entry.observers++
    evictBeyondCapacity()
    return entry
  }

  function evictBeyondCapacity() {
    for (const [id, entry] of entries) {
      if (entries.size <= capacity) return
      if (entry.observers === 0) entries.delete(id)
    }
  }

  function ingest(event: NostrEvent) {
    const target = reactionTarget(event)
    const entry = target ? entries.get(target) : undefined
    if (!entry || entry.seen.has(event.id)) return
    entry.seen.add(event.id)
    if (event.kind !== REACTION_KINDS.zapReceipt && event.kind !== REACTION_KINDS.nutzap) return count(entry, event)
    void deps.verifyZap?.(event).then((zap) => zap && count(entry, event, zap))
  }

  function count(entry: Entry, event: NostrEvent, zap?: ZapReceipt) {
    const next = addToSummary(withoutPending(entry.summary.value, event, zap), event, zap)
    if (next !== entry.summary.value) entry.summary.next(next)
  }

  function addPendingZap(noteId: string, zap: Pick<ZapItem, 'pubkey' | 'amount' | 'comment'>) {
    const entry = watch(noteId)
    entry.observers--
    const item = { ...zap, id: `${PENDING}${++pendingCount}`, created_at: Math.floor(clock.now() / 1000) }
    const { zaps, zapTotal } = entry.summary.value
    entry.summary.next({ ...entry.summary.value, zaps: [...zaps, item], zapTotal: zapTotal + item.amount })
    return () => {
      const current = entry.summary.value
      if (current.zaps.includes(item)) entry.summary.next({ ...current, zaps: current.zaps.filter((each) => each !== item), zapTotal: current.zapTotal - item.amount })
    }
  }

  function flush() {
    timer = null
    const ids = [...pending].filter((id) => (entries.get(id)?.observers ?? 0) > 0)
    pending.clear()
    if (ids.length === 0) return
    const batch: Batch = { ids, subscription: null }
    for (const id of ids) entries.get(id)!.batch = batch
    batches.add(batch)
    batch.subscription = deps.pool.req(countFilters(ids), { closeOnEose: false }).subscribe({
      next: (message) => message.type === 'event' && ingest(message.event),
      error: (error: unknown) => console.warn('Reaction counts subscription failed', error),
    })
  }

  function request(id: string) {
    pending.add(id)
    if (timer !== null) clock.clearTimeout(timer)
    timer = clock.setTimeout(flush, debounceMs)
  }

  /** Closes a batch once none of its notes is watched. */
  function release(batch: Batch) {
    if (batch.ids.some((id) => (entries.get(id)?.observers ?? 0) > 0 && entries.get(id)!.batch === batch)) return
    batch.subscription?.unsubscribe()
    batches.delete(batch)
    for (const id of batch.ids) if (entries.get(id)?.batch === batch) entries.get(id)!.batch = null
  }

  function summary$(noteId: string): Observable<ReactionSummary> {
    return new Observable<ReactionSummary>((subscriber) => {
      const entry = watch(noteId)
      if (!entry.batch) request(noteId)
      const forward = entry.summary.subscribe(subscriber)
      return () => {
        forward.unsubscribe()
        entry.observers--
        if (entry.observers === 0) {
          if (entry.batch) release(entry.batch)
          evictBeyondCapacity()
        }
      }
    })
  }

  function forgetRepost(noteId: string, repostId: string) {
    const entry = entries.get(noteId)
    if (!entry) return
    const next = withoutRepost(entry.summary.value, repostId)
    if (next !== entry.summary.value) entry.summary.next(next)
  }

  return {
    summary$,
    ingest,
    addPendingZap,
    current: (noteId) => entries.get(noteId)?.summary.value ?? EMPTY_SUMMARY,
    forgetRepost,
    cachedIds: () => [...entries.keys()],
    dispose() {
      if (timer !== null) clock.clearTimeout(timer)
      for (const batch of batches) batch.subscription?.unsubscribe()
      batches.clear()
      entries.clear()
    },
  }
}
