import { BehaviorSubject, Subject, firstValueFrom } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { createManualClock } from '../test-support/manual-clock'
import type { PeerConnection, PeerState } from './peer-connection'
import { createPeerLog } from './peer-log'
import { createPeerManager } from './peer-manager'
import type { Relationship } from './peer-rules'
import type { Signal } from './signalling'

const ME = 'a'.repeat(64)
const FRIEND = 'b'.repeat(64)
const STRANGER = 'c'.repeat(64)
const offer = (from: string, uuid: string): [string, Signal] => [from, { type: 'offer', offer: { type: 'offer', sdp: 'v=0' }, recipient: `${ME}:mmmmmmmm`, peerId: uuid }]

function fakeConnection() {
  const state$ = new BehaviorSubject<PeerState>('new')
  const handled: string[] = []
  const connection = {
    state$,
    get state() {
      return state$.value
    },
    messages$: new Subject(),
    send: () => true,
    bufferedAmount: () => 0,
    start: async () => void handled.push('start'),
    handle: async (signal: { type: string }) => void handled.push(signal.type),
    rtc: null as never,
    close: () => state$.next('closed'),
  } satisfies PeerConnection
  return { connection, handled, state$ }
}

function setup(opts: { maxInbound?: number; confirm?: boolean; relationships?: Record<string, Relationship> } = {}) {
  const clock = createManualClock()
  const log = createPeerLog(clock, () => 'debug')
  const sent: Array<{ signal: Signal; recipient?: string }> = []
  const connections: Array<ReturnType<typeof fakeConnection>> = []
  const asked: string[] = []
  const relationships: Record<string, Relationship> = { [FRIEND]: { isOwn: false, isMutual: true, distance: 1 }, [ME]: { isOwn: true, isMutual: false, distance: 0 }, ...opts.relationships }
  const manager = createPeerManager({
    me: { pubkey: ME, uuid: 'mmmmmmmm' },
    clock,
    log,
    quotas: () => ({ maxInbound: opts.maxInbound ?? 5, maxOutbound: 5, connectToOwnDevices: true, iceServers: [] }),
    relationship: async (pubkey) => relationships[pubkey] ?? { isOwn: false, isMutual: false, distance: 3 },
    sendSignal: async (signal, recipient) => void sent.push({ signal, recipient }),
    confirm: async (pubkey) => (asked.push(pubkey), opts.confirm ?? true),
    createConnection: () => {
      const made = fakeConnection()
      connections.push(made)
      return made.connection
    },
    connected: () => () => {},
  })
  const logged = async () => (await firstValueFrom(log.entries$)).map((entry) => entry.message)
  return { manager, clock, sent, connections, asked, logged }
}

describe('peer manager (spec 3 §4, §5, §9)', () => {
  it('says hello at once and every 10 s', () => {
    const { manager, clock, sent } = setup()
    manager.start()
    clock.advance(10_000)
    clock.advance(10_000)
    expect(sent.map((each) => each.signal)).toEqual([{ type: 'hello', peerId: 'mmmmmmmm' }, { type: 'hello', peerId: 'mmmmmmmm' }, { type: 'hello', peerId: 'mmmmmmmm' }])
    manager.stop()
  })

  it("initiates on a mutual follow's hello when its uuid is the larger, and waits when it is the smaller", async () => {
    const { manager, connections } = setup()
    await manager.handleSignal(FRIEND, { type: 'hello', peerId: 'zzzzzzzz' })
    expect(connections).toHaveLength(1)
    expect(connections[0].handled).toEqual(['start'])
    await manager.handleSignal(FRIEND, { type: 'hello', peerId: 'aaaaaaaa' })
    expect(connections).toHaveLength(1)
  })

  it("refuses a stranger's offer and accepts a mutual follow's after the prompt", async () => {
    const { manager, connections, asked, logged } = setup()
    await manager.handleSignal(...offer(STRANGER, 'ssssssss'))
    expect(connections).toHaveLength(0)
    expect(await logged()).toContain('Rejected offer from non-mutual follow')
    await manager.handleSignal(...offer(FRIEND, 'ffffffff'))
    expect(asked).toEqual([FRIEND])
    expect(connections[0].handled).toEqual(['offer'])
    expect((await firstValueFrom(manager.peers$))[0]).toMatchObject({ pubkey: FRIEND, direction: 'inbound', short: 'bbbbbbbb:ffffff' })
  })

  it('connects own devices without asking, and remembers a declined prompt', async () => {
    const { manager, asked, connections } = setup({ confirm: false })
    await manager.handleSignal(...offer(ME, 'oooooooo'))
    expect(asked).toEqual([])
    expect(connections).toHaveLength(1)
    await manager.handleSignal(...offer(FRIEND, 'ffffffff'))
    await manager.handleSignal(...offer(FRIEND, 'ffffffff'))
    expect(asked).toEqual([FRIEND])
    expect(connections).toHaveLength(1)
  })

  it('refuses offers once the inbound quota is full', async () => {
    const friends = Object.fromEntries(['d', 'e', 'f'].map((c) => [c.repeat(64), { isOwn: false, isMutual: true, distance: 1 }]))
    const { manager, connections, logged } = setup({ maxInbound: 2, relationships: friends })
    for (const friend of Object.keys(friends)) await manager.handleSignal(...offer(friend, 'ffffffff'))
    expect(connections).toHaveLength(2)
    expect(await logged()).toContain('Inbound connection quota full')
  })

  it('ignores signals for another session and an invalid peer string', async () => {
    const { manager, connections, logged } = setup()
    await manager.handleSignal(FRIEND, { ...offer(FRIEND, 'ffffffff')[1], recipient: `${ME}:someoneelse` } as Signal)
    await manager.handleSignal(FRIEND, { ...offer(FRIEND, 'bad:id')[1] } as Signal)
    expect(connections).toHaveLength(0)
    expect(await logged()).toContain('Invalid peer string')
  })

  it('forgets online users after 15 s and removes connections that never connected at the 30 s maintenance', async () => {
    const { manager, clock, connections } = setup()
    manager.start()
    await manager.handleSignal(FRIEND, { type: 'hello', peerId: 'zzzzzzzz' })
    expect((await firstValueFrom(manager.online$)).map((user) => user.pubkey)).toEqual([FRIEND])
    clock.advance(20_000)
    expect(await firstValueFrom(manager.online$)).toEqual([])
    expect(await firstValueFrom(manager.peers$)).toHaveLength(1)
    clock.advance(10_000)
    expect(await firstValueFrom(manager.peers$)).toEqual([])
    expect(connections[0].state$.value).toBe('closed')
    manager.stop()
  })

  it('removes a peer whose connection failed', async () => {
    const { manager, connections } = setup()
    await manager.handleSignal(FRIEND, { type: 'hello', peerId: 'zzzzzzzz' })
    connections[0].state$.next('connected')
    expect((await firstValueFrom(manager.peers$))[0].state).toBe('connected')
    connections[0].state$.next('failed')
    expect(await firstValueFrom(manager.peers$)).toEqual([])
  })
})
