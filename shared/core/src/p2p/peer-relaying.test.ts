import { matchFilter } from 'nostr-tools/filter'
import { finalizeEvent, generateSecretKey, getPublicKey, verifyEvent } from 'nostr-tools/pure'
import { Subject, lastValueFrom, take } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { Filter, NostrEvent } from '../nostr-types'
import { createManualClock } from '../test-support/manual-clock'
import { createPeerLog, createPeerStats } from './peer-log'
import { createPeerRelays } from './peer-relays'
import { createPeerSession } from './peer-session'
import { createRateLimiter } from './rate-limiter'

const author = generateSecretKey()
const stranger = generateSecretKey()
const clock = createManualClock(1_800_000_000_000)
const nowS = () => Math.floor(clock.now() / 1000)
const note = (content: string, over: { kind?: number; created_at?: number; key?: Uint8Array } = {}) =>
  finalizeEvent({ kind: over.kind ?? 1, created_at: over.created_at ?? nowS(), tags: [], content }, over.key ?? author)
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Two browsers' peer layers joined by an in-memory channel (the protocol logic; WebRTC itself is in the e2e). */
function pair(opts: { stored?: NostrEvent[]; muted?: string[]; slowVerify?: boolean } = {}) {
  const wires = { a: new Subject<string | ArrayBuffer>(), b: new Subject<string | ArrayBuffer>() }
  const frames = { aToB: [] as string[], bToA: [] as string[] }
  const side = (name: 'a' | 'b', stored: NostrEvent[]) => {
    const log = createPeerLog(clock, () => 'debug')
    const stats = createPeerStats()
    const relays = createPeerRelays({ clock, onlyPeers: () => false })
    const asked: Filter[] = []
    const session = createPeerSession({
      label: name === 'a' ? 'b-peer' : 'a-peer',
      connection: {
        messages$: wires[name],
        send: (message) => {
          ;(name === 'a' ? frames.aToB : frames.bToA).push(message as string)
          queueMicrotask(() => wires[name === 'a' ? 'b' : 'a'].next(message))
          return true
        },
      },
      clock,
      log,
      stats,
      limiter: createRateLimiter(5, 1000, clock),
      verify: async (event) => (opts.slowVerify ? await new Promise((resolve) => setTimeout(resolve, 20)) : null, verifyEvent(event)),
      standing: async (pubkey) => ({ distance: pubkey === getPublicKey(stranger) ? 3 : 1, muted: opts.muted?.includes(pubkey) ?? false }),
      queryLocal: async (filter) => (asked.push(filter), stored.filter((event) => matchFilter(filter, event)).slice(0, filter.limit)),
      received: (event, subId) => relays.received(event, subId, session),
      eose: (subId) => relays.eose(subId, session),
      other: () => {},
    })
    relays.attach(session)
    return { relays, session, log, stats, asked }
  }
  return { a: side('a', []), b: side('b', opts.stored ?? []), frames }
}

describe('peers as relays (NIP-01 over the data channel)', () => {
  it("answers a REQ from the peer's store, with EOSE, and counts it served", async () => {
    const stored = [note('one'), note('two')]
    const { a, b } = pair({ stored })
    const events: NostrEvent[] = []
    let eose = false
    a.relays.req([{ kinds: [1] }]).subscribe((message) => (message.type === 'event' ? events.push(message.event) : (eose = true)))
    clock.advance(200)
    for (let i = 0; i < 5; i++) await settle()
    expect(events.map((event) => event.content).sort()).toEqual(['one', 'two'])
    expect(eose).toBe(true)
    expect(b.stats.get()).toMatchObject({ subscriptionsServed: 1, eventsSent: 2 })
    expect(a.stats.get()).toMatchObject({ eventsReceived: 2 })
  })

  it('delivers the events a peer sent before its EOSE even when their check is slow', async () => {
    const { a } = pair({ stored: [note('checked slowly')], slowVerify: true })
    const order: string[] = []
    const done = new Promise<void>((resolve) =>
      a.relays.req([{ kinds: [1] }]).subscribe((message) => {
        order.push(message.type === 'event' ? message.event.content : 'eose')
        if (message.type === 'eose') resolve()
      }),
    )
    clock.advance(200)
    await done
    expect(order).toEqual(['checked slowly', 'eose'])
  })

  it('merges subscriptions made within 200 ms into one REQ and drops a filter asked again within 5 s', async () => {
    const { a, frames } = pair()
    a.relays.req([{ kinds: [1] }]).subscribe()
    a.relays.req([{ kinds: [7] }]).subscribe()
    clock.advance(200)
    expect(frames.aToB.filter((frame) => frame.startsWith('["REQ"'))).toHaveLength(1)
    expect(JSON.parse(frames.aToB[0]).slice(2)).toEqual([{ kinds: [1] }, { kinds: [7] }])
    a.relays.req([{ kinds: [1] }]).subscribe()
    clock.advance(200)
    expect(frames.aToB.filter((frame) => frame.startsWith('["REQ"'))).toHaveLength(1)
    clock.advance(5000)
    a.relays.req([{ kinds: [1] }]).subscribe()
    clock.advance(200)
    expect(frames.aToB.filter((frame) => frame.startsWith('["REQ"'))).toHaveLength(2)
  })

  it('answers a filter repeated within 5 s with what the first request brought, without asking again', async () => {
    const { a, frames } = pair({ stored: [note('asked twice')] })
    const first: string[] = []
    const second: string[] = []
    a.relays.req([{ kinds: [1] }]).subscribe((message) => first.push(message.type === 'event' ? message.event.content : 'eose'))
    a.relays.req([{ kinds: [1] }]).subscribe((message) => second.push(message.type === 'event' ? message.event.content : 'eose'))
    clock.advance(200)
    for (let i = 0; i < 6; i++) await settle()
    const third: string[] = []
    a.relays.req([{ kinds: [1] }]).subscribe((message) => third.push(message.type === 'event' ? message.event.content : 'eose'))
    expect([first, second, third]).toEqual([['asked twice', 'eose'], ['asked twice', 'eose'], ['asked twice', 'eose']])
    expect(frames.aToB.filter((frame) => frame.startsWith('["REQ"'))).toHaveLength(1)
  })

  it("caps a peer's REQ at 100 events per filter", async () => {
    const { a, b } = pair()
    a.session.req('sub', [{ kinds: [1], limit: 5000 }, { kinds: [7] }])
    await settle()
    await settle()
    expect(b.asked).toEqual([{ kinds: [1], limit: 100 }, { kinds: [7], limit: 100 }])
  })

  it('relays a fresh note live to a peer whose subscription matches, never a gift wrap, a muted or old one', async () => {
    const muted = generateSecretKey()
    const { a, b } = pair({ muted: [getPublicKey(muted)] })
    const seen: string[] = []
    b.relays.req([{ kinds: [1, 1059] }]).subscribe((message) => message.type === 'event' && seen.push(message.event.content))
    clock.advance(200)
    for (let i = 0; i < 4; i++) await settle()
    a.relays.publish(note('fresh'))
    a.relays.publish(note('wrapped', { kind: 1059 }))
    a.relays.publish(note('by a muted author', { key: muted }))
    a.relays.publish(note('by a stranger', { key: stranger }))
    a.relays.publish(note('a minute old', { created_at: nowS() - 61 }))
    for (let i = 0; i < 6; i++) await settle()
    expect(seen).toEqual(['fresh'])
  })

  it('drops forged events, answers for subscriptions that are not open and events off their filters', async () => {
    const { a, b, frames } = pair()
    const got: string[] = []
    a.relays.req([{ kinds: [1] }]).subscribe((message) => message.type === 'event' && got.push(message.event.content))
    clock.advance(200)
    const wireId = JSON.parse(frames.aToB.find((frame) => frame.startsWith('["REQ"'))!)[1] as string
    b.session.sendJson(['EVENT', wireId, { ...note('signed'), content: 'forged' }])
    b.session.sendJson(['EVENT', 'never-opened', note('unasked')])
    b.session.sendJson(['EVENT', wireId, note('a reaction', { kind: 7 })])
    b.session.sendJson(['EVENT', wireId, { id: 'nope' }])
    b.session.sendJson(['EVENT', wireId, note('valid')])
    for (let i = 0; i < 8; i++) await settle()
    expect(got).toEqual(['valid'])
    const messages = (await lastValueFrom(a.log.entries$.pipe(take(1)))).map((entry) => entry.message)
    expect(messages).toEqual(expect.arrayContaining(['invalid signature', 'event missing ID']))
  })

  it('serves at most 5 requests per second to a flooding peer', async () => {
    const { a, b } = pair()
    for (let index = 0; index < 20; index++) a.session.req(`flood${index}`, [{ kinds: [1], '#t': [String(index)] }])
    for (let i = 0; i < 6; i++) await settle()
    expect(b.stats.get().subscriptionsServed).toBe(5)
    const messages = (await lastValueFrom(b.log.entries$.pipe(take(1)))).map((entry) => entry.message)
    // One line per second for the 15 refused, not one each.
    expect(messages.filter((message) => message === 'rate limit exceeded')).toHaveLength(1)
    clock.advance(1000)
    a.session.req('later', [{ kinds: [1] }])
    for (let i = 0; i < 4; i++) await settle()
    expect(b.stats.get().subscriptionsServed).toBe(6)
  })

  it('never sends a peer an event it sent us', async () => {
    const event = note('from b')
    const { a, b, frames } = pair({ stored: [event] })
    b.session.req('b-sub', [{ kinds: [1] }])
    a.relays.req([{ kinds: [1] }]).subscribe()
    clock.advance(200)
    for (let i = 0; i < 6; i++) await settle()
    a.relays.publish(event)
    await settle()
    expect(frames.aToB.filter((frame) => frame.includes(event.id))).toEqual([])
  })
})
