import type { NostrEvent } from '../nostr-types'

/** A queue of ranked posts a strategy feed takes pages from (popular, chronological). */
export interface RankedQueue {
  /** Posts waiting to be taken. */
  pending(): number
  /** Enough gathered to start showing (spec: 5 distinct popular posts, 5 pending chronological). */
  ready(): boolean
  /** Takes up to n posts in rank order. */
  take(n: number): Promise<NostrEvent[]>
  /** A relay request is in flight. */
  loading(): boolean
  /** Nothing pending and nothing more will come. */
  exhausted(): boolean
  /** Called when pending, ready or exhausted change. */
  onChange(listener: () => void): void
  dispose(): void
}

/** A small listener list for queues. */
export function listeners() {
  const list: Array<() => void> = []
  return { add: (listener: () => void) => void list.push(listener), notify: () => list.forEach((listener) => listener()) }
}
