import { filter, firstValueFrom, Observable } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import type { Filter, NostrEvent } from '../nostr-types'
import type { RelayPool } from '../relay/pool/pool-types'
import { defaultVerifier } from '../policies/verifier'
import { zapReceiptFor } from '../test-support/zap-receipts'
import { createZapVerifier } from '../zaps/zap-verifier'
import { createManualClock } from '../test-support/manual-clock'
import { createAuthor } from '../test-support/test-relay'
import type { ReactionSummary } from './action-types'
import { createReactionCounts, type ReactionCounts } from './reaction-counts'
import { useRelayPool } from '../test-support/relay-pool-fixture'

const fixture = useRelayPool()
let counts: ReactionCounts | undefined
const requests: Filter[][] = []
let openSubscriptions = 0

/** The real fixture.pool, recording each subscription's filters and how many are open. */
const spyingPool: Pick<RelayPool, 'req'> = {
  req: (filters, opts) => {
    requests.push(filters)
    return new Observable((subscriber) => {
      openSubscriptions++
      const inner = fixture.pool.req(filters, opts).subscribe(subscriber)
      return () => {
        openSubscriptions--
        inner.unsubscribe()
      }
    })
  },
}

afterEach(() => {
  counts?.dispose()
  requests.length = 0
})

const author = createAuthor()
const fans = [createAuthor(), createAuthor(), createAuthor()]
const lnurlServer = createAuthor()

const impostor = createAuthor()

function zapReceipt(note: NostrEvent, zapper: (typeof fans)[number], millisats: number, comment: string, server = lnurlServer) {
  return zapReceiptFor({ server, zapper, recipient: note.pubkey, eventId: note.id, millisats, comment })
}

/** The author's LNURL endpoint names lnurlServer as its nostrPubkey. */
const verifyZap = createZapVerifier({ lnurlPubkeyOf: async () => lnurlServer.pubkey, verifyEvent: defaultVerifier })

const until = (summary$: Observable<ReactionSummary>, done: (summary: ReactionSummary) => boolean) => firstValueFrom(summary$.pipe(filter(done)))

describe('reaction counts against the local relay', () => {
  it('waits for 300 ms of quiet, then asks once for the whole visible set and aggregates', async () => {
    const [first, second, third] = [0, 1, 2].map((n) => author.sign({ kind: 1, content: `note ${n}` }))
    const thread = author.sign({ kind: 1, content: 'root of a thread' })
    const forged = zapReceipt(first!, fans[2]!, 5_000_000, 'forged', impostor) // not signed by the author's LNURL server
    const events = [
      fans[0]!.sign({ kind: 7, content: '+', tags: [['e', first!.id], ['p', author.pubkey]] }),
      fans[0]!.sign({ kind: 7, content: '🔥', tags: [['e', first!.id], ['p', author.pubkey]] }), // same person: counted once
      fans[1]!.sign({ kind: 7, content: ':wave:', tags: [['e', thread.id], ['e', first!.id], ['emoji', 'wave', 'https://e.x/w.png']] }),
      fans[2]!.sign({ kind: 7, content: '-', tags: [['e', first!.id]] }), // a dislike is not a like
      fans[2]!.sign({ kind: 7, content: '+', tags: [['e', first!.id], ['e', thread.id]] }), // reacts to the thread root
      fans[1]!.sign({ kind: 6, content: '', tags: [['e', first!.id], ['p', author.pubkey]] }),
      fans[2]!.sign({ kind: 16, content: '', tags: [['e', first!.id], ['k', '1']] }),
      zapReceipt(first!, fans[0]!, 21_000, 'great post'),
      zapReceipt(first!, fans[1]!, 1_000_000, ''),
      forged,
      fans[0]!.sign({ kind: 7, content: '+', tags: [['e', third!.id]] }),
    ]
    for (const event of events) await fixture.pool.publish(event)

    const clock = createManualClock()
    counts = createReactionCounts({ pool: spyingPool, clock, verifyZap })
    const firstSummary = counts.summary$(first!.id)
    const watching = [firstSummary.subscribe(), counts.summary$(second!.id).subscribe()]
    clock.advance(200)
    watching.push(counts.summary$(third!.id).subscribe()) // restarts the quiet period
    clock.advance(299)
    expect(requests).toHaveLength(0)
    clock.advance(1)
    expect(requests).toHaveLength(1)
    expect(requests[0]!.map((f) => f.kinds)).toEqual([[7], [6, 16], [9735, 9321], [1, 1111]])
    expect(requests[0]![0]!['#e']).toEqual([first!.id, second!.id, third!.id])

    const summary = await until(firstSummary, (s) => s.likes.length === 2 && s.reposts.length === 2 && s.zaps.length === 2)
    expect(summary.likes.map((like) => like.pubkey).sort()).toEqual([fans[0]!.pubkey, fans[1]!.pubkey].sort())
    expect(summary.likes.find((like) => like.pubkey === fans[1]!.pubkey)).toMatchObject({ content: ':wave:', emojiUrl: 'https://e.x/w.png' })
    expect(summary.zapTotal).toBe(21 + 1000)
    expect(summary.zaps.find((zap) => zap.amount === 21)).toMatchObject({ pubkey: fans[0]!.pubkey, comment: 'great post' })
    expect(await verifyZap(forged)).toBeNull() // its verdict is in: the forged receipt counted for nothing
    expect(counts.current(first!.id).zapTotal).toBe(21 + 1000)
    expect((await until(counts.summary$(third!.id), (s) => s.likes.length === 1)).likes).toHaveLength(1)

    // Live: a like arriving later is counted.
    await fixture.pool.publish(fans[1]!.sign({ kind: 7, content: '+', tags: [['e', third!.id]] }))
    expect((await until(counts.summary$(third!.id), (s) => s.likes.length === 2)).likes).toHaveLength(2)
    for (const subscription of watching) subscription.unsubscribe()
  })

  it('counts direct replies: NIP-10 marked and positional kind 1, NIP-22 comments; not mentions, quotes or deeper replies', async () => {
    const root = author.sign({ kind: 1, content: 'a question' })
    const direct = fans[0]!.sign({ kind: 1, content: 'answer', tags: [['e', root.id, '', 'root'], ['p', author.pubkey]] })
    const events = [
      direct,
      fans[1]!.sign({ kind: 1, content: 'old style', tags: [['e', root.id]] }),
      fans[2]!.sign({ kind: 1111, content: 'a comment', tags: [['E', root.id], ['K', '1'], ['e', root.id], ['k', '1']] }),
      fans[0]!.sign({ kind: 1, content: 'deeper', tags: [['e', root.id, '', 'root'], ['e', direct.id, '', 'reply']] }),
      fans[1]!.sign({ kind: 1, content: 'see nostr:note…', tags: [['e', root.id, '', 'mention']] }),
    ]
    for (const event of events) await fixture.pool.publish(event)
    counts = createReactionCounts({ pool: fixture.pool, debounceMs: 0 })
    const watching = [counts.summary$(root.id).subscribe(), counts.summary$(direct.id).subscribe()]
    expect((await until(counts.summary$(root.id), (s) => s.replies >= 3)).replies).toBe(3)
    expect((await until(counts.summary$(direct.id), (s) => s.replies >= 1)).replies).toBe(1)
    for (const subscription of watching) subscription.unsubscribe()
  })

  it('closes the batch when none of its notes is watched, and shows cached counts at once when watched again', async () => {
    const note = author.sign({ kind: 1, content: 'cached' })
    await fixture.pool.publish(fans[0]!.sign({ kind: 7, content: '+', tags: [['e', note.id]] }))
    const clock = createManualClock()
    counts = createReactionCounts({ pool: spyingPool, clock })
    const before = openSubscriptions
    const watching = counts.summary$(note.id).subscribe()
    clock.advance(300)
    expect(openSubscriptions).toBe(before + 1)
    await until(counts.summary$(note.id), (s) => s.likes.length === 1)
    watching.unsubscribe()
    expect(openSubscriptions).toBe(before)

    let shown: ReactionSummary | undefined
    const again = counts.summary$(note.id).subscribe((summary) => (shown = summary))
    expect(shown?.likes).toHaveLength(1)
    clock.advance(300)
    expect(requests).toHaveLength(2) // fetched again, without counting twice
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(shown?.likes).toHaveLength(1)
    again.unsubscribe()
  })

  it('keeps at most 100 notes, evicting the least recently used ones that nobody watches', () => {
    const clock = createManualClock()
    counts = createReactionCounts({ pool: spyingPool, clock })
    const ids = Array.from({ length: 105 }, (_, n) => n.toString(16).padStart(64, '0'))
    const kept = counts.summary$(ids[0]!).subscribe()
    for (const id of ids.slice(1)) counts.summary$(id).subscribe().unsubscribe()
    const cached = counts.cachedIds()
    expect(cached).toHaveLength(100)
    expect(cached).toContain(ids[0]) // watched: never evicted
    expect(cached).not.toContain(ids[1])
    expect(cached).toContain(ids[104])
    kept.unsubscribe()
  })

  it('counts an own reaction at once through ingest', () => {
    counts = createReactionCounts({ pool: spyingPool, clock: createManualClock() })
    const note = author.sign({ kind: 1, content: 'mine' })
    let likes = -1
    const watching = counts.summary$(note.id).subscribe((summary) => (likes = summary.likes.length))
    const like = fans[0]!.sign({ kind: 7, content: '+', tags: [['e', note.id]] })
    counts.ingest(like)
    counts.ingest(like)
    expect(likes).toBe(1)
    watching.unsubscribe()
  })

  it('counts a quick zap at once, takes it back on failure, and lets its verified receipt replace it', async () => {
    counts = createReactionCounts({ pool: spyingPool, clock: createManualClock(), verifyZap })
    const note = author.sign({ kind: 1, content: 'zap me' })
    let total = -1
    const watching = counts.summary$(note.id).subscribe((summary) => (total = summary.zapTotal))
    const rollback = counts.addPendingZap(note.id, { pubkey: fans[0]!.pubkey, amount: 21, comment: '' })
    expect(total).toBe(21)
    rollback()
    expect(total).toBe(0)
    counts.addPendingZap(note.id, { pubkey: fans[0]!.pubkey, amount: 21, comment: '' })
    const receipt = zapReceipt(note, fans[0]!, 21_000, '')
    counts.ingest(receipt)
    await verifyZap(receipt)
    expect(counts.current(note.id).zaps.map((zap) => zap.id)).toEqual([receipt.id])
    expect(total).toBe(21)
    watching.unsubscribe()
  })
})
