import { Subject, lastValueFrom, toArray, type Observable } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { NostrEvent } from '../../nostr-types'
import type { PoolMessage, RelayPool } from '../pool/pool-types'
import { batchedWithPeers, mergeWithPeers, peersOnly } from '../../p2p/merge-with-peers'
import { createPeerHubSlot, type PeerHub } from './peer-hub'
import { withPeers } from './with-peers'

const event = (id: string): NostrEvent => ({ id: id.repeat(64).slice(0, 64), pubkey: 'p'.repeat(64), sig: 's'.repeat(128), kind: 1, created_at: 1, tags: [], content: id })
const messages = (stream: Observable<PoolMessage>) => lastValueFrom(stream.pipe(toArray()))
const label = (message: PoolMessage) => (message.type === 'event' ? message.event.content : 'eose')

function fakePool(relayed: Subject<PoolMessage>) {
  const published: string[] = []
  const pool = {
    req: () => relayed.asObservable(),
    publish: async (sent: NostrEvent) => (published.push(sent.content), []),
    batchedQuery: async () => [event('b')],
  } as unknown as RelayPool
  return { pool, published }
}

function fakeHub(peered: Subject<PoolMessage>, onlyPeers = false) {
  const offered: string[] = []
  const hub: PeerHub = {
    withPeers: (relays, _filters, closeOnEose) => (onlyPeers ? peersOnly(peered, closeOnEose) : mergeWithPeers(relays, peered, closeOnEose)),
    batchedQuery: (relays, filter) => batchedWithPeers(relays, () => peered, filter, onlyPeers),
    publish: (sent) => offered.push(sent.content),
    observe: (seen) => offered.push(`seen ${seen.content}`),
  }
  return { hub, offered }
}

describe('withPeers: connected peers as extra relays', () => {
  it('is the pool alone until the p2p code plugs a hub in', async () => {
    const relayed = new Subject<PoolMessage>()
    const { pool } = fakePool(relayed)
    const all = messages(withPeers(pool, createPeerHubSlot(pool)).req([{ kinds: [1] }]))
    relayed.next({ type: 'event', event: event('a'), relay: 'wss://r/' })
    relayed.next({ type: 'eose' })
    relayed.complete()
    expect((await all).map(label)).toEqual(['a', 'eose'])
  })

  it('merges relays and peers: events once, one EOSE after both, complete after both when closing on EOSE', async () => {
    const relayed = new Subject<PoolMessage>()
    const peered = new Subject<PoolMessage>()
    const { pool } = fakePool(relayed)
    const slot = createPeerHubSlot(pool)
    const { hub, offered } = fakeHub(peered)
    slot.attach(hub)
    const all = messages(withPeers(pool, slot).req([{ kinds: [1] }]))
    relayed.next({ type: 'event', event: event('a'), relay: 'wss://r/' })
    relayed.next({ type: 'eose' })
    relayed.complete()
    peered.next({ type: 'event', event: event('a'), relay: '' })
    peered.next({ type: 'event', event: event('c'), relay: '' })
    peered.next({ type: 'eose' })
    expect((await all).map(label)).toEqual(['a', 'c', 'eose'])
    expect(offered).toEqual(['seen a'])
  })

  it('asks only the peers in peer-to-peer-only mode, and offers what is published to them', async () => {
    const relayed = new Subject<PoolMessage>()
    const peered = new Subject<PoolMessage>()
    const { pool, published } = fakePool(relayed)
    const slot = createPeerHubSlot(pool)
    const { hub, offered } = fakeHub(peered, true)
    slot.attach(hub)
    const peers = withPeers(pool, slot)
    const all = messages(peers.req([{ kinds: [1] }]))
    peered.next({ type: 'event', event: event('c'), relay: '' })
    peered.next({ type: 'eose' })
    expect((await all).map(label)).toEqual(['c', 'eose'])
    await peers.publish(event('mine'))
    expect(offered).toEqual(['mine'])
    expect(published).toEqual(['mine'])
  })

  it("adds the peers' answers to a batched query", async () => {
    const relayed = new Subject<PoolMessage>()
    const peered = new Subject<PoolMessage>()
    const { pool } = fakePool(relayed)
    const slot = createPeerHubSlot(pool)
    slot.attach(fakeHub(peered).hub)
    const answer = withPeers(pool, slot).batchedQuery({ kinds: [1] })
    peered.next({ type: 'event', event: event('c'), relay: '' })
    peered.next({ type: 'eose' })
    expect((await answer).map((each) => each.content).sort()).toEqual(['b', 'c'])
  })

  it('stops using a hub once it is taken out', async () => {
    const relayed = new Subject<PoolMessage>()
    const { pool } = fakePool(relayed)
    const slot = createPeerHubSlot(pool)
    const detach = slot.attach(fakeHub(new Subject()).hub)
    detach()
    expect(slot.current).toBeNull()
    expect(await withPeers(pool, slot).batchedQuery({ kinds: [1] })).toEqual([event('b')])
  })
})
