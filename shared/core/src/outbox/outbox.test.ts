import { BehaviorSubject, filter, firstValueFrom, lastValueFrom, toArray } from 'rxjs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Clock } from '../policies/clock'
import type { PoolMessage, RelayPool } from '../relay/pool/pool-types'
import { createRelayPool } from '../relay/pool/relay-pool'
import { startHostileServer, type HostileServer } from '../test-support/hostile-server'
import { createManualClock } from '../test-support/manual-clock'
import {
  CLOSED_PORT_URL,
  NodeWebSocket,
  createAuthor,
  startTestRelay,
  waitFor,
  type TestAuthor,
  type TestRelay,
} from '../test-support/test-relay'
import { createOutbox, type Outbox } from './outbox'
import type { OutboxToggles } from './toggles'

let relayA: TestRelay
let relayB: TestRelay
let relayC: TestRelay
let silent: HostileServer
const X = createAuthor() // writes to C only; lists C on the default relay A
const Z = createAuthor() // reads on an inbox relay
const onlyOnC = X.sign({ content: 'only on C' })
const slash = (url: string) => `${url}/`
const disposers: Array<() => void> = []

async function publish(relay: TestRelay, author: TestAuthor, template: Parameters<TestAuthor['sign']>[0]) {
  const pool = createRelayPool({ relays: [relay.url], WebSocketImpl: NodeWebSocket })
  await pool.publish(author.sign(template))
  pool.close()
}

beforeAll(async () => {
  ;[relayA, relayB, relayC, silent] = await Promise.all([startTestRelay(), startTestRelay(), startTestRelay(), startHostileServer({})])
  await publish(relayA, X, { kind: 10002, tags: [['r', relayC.url, 'write'], ['r', relayB.url, 'read']] })
  await publish(relayA, Z, { kind: 10002, tags: [['r', 'wss://z-inbox.example', 'read'], ['r', relayA.url, 'write']] })
  const poolC = createRelayPool({ relays: [relayC.url], WebSocketImpl: NodeWebSocket })
  await poolC.publish(onlyOnC)
  poolC.close()
})
afterEach(() => disposers.splice(0).forEach((dispose) => dispose()))
afterAll(async () => {
  await Promise.all([relayA, relayB, relayC, silent].map((server) => server.close()))
})

interface SetupOptions {
  relays?: string[]
  outboxRelays?: string[]
  toggles?: Partial<OutboxToggles>
  clock?: Clock
  WebSocketImpl?: typeof WebSocket
}

function setup(opts: SetupOptions = {}) {
  const relays = opts.relays ?? [relayA.url, relayB.url]
  const pool = createRelayPool({ relays, WebSocketImpl: opts.WebSocketImpl ?? NodeWebSocket, clock: opts.clock })
  const toggles$ = new BehaviorSubject<Partial<OutboxToggles>>(opts.toggles ?? {})
  const config = { relays, outboxRelays: opts.outboxRelays ?? [relayA.url] }
  const outbox = createOutbox({ pool, config, toggles$, clock: opts.clock })
  disposers.push(() => outbox.dispose(), () => pool.close())
  return { pool, outbox, toggles$ }
}

/** A WebSocket implementation that keeps every socket it opens and the EVENT frames they receive. */
function recordingSockets() {
  const sockets: WebSocket[] = []
  const eventFrames: string[] = []
  const Recording = function (url: string) {
    const socket = new NodeWebSocket(url)
    socket.addEventListener('message', (message) => {
      if (String(message.data).startsWith('["EVENT"')) eventFrames.push(url)
    })
    sockets.push(socket)
    return socket
  } as unknown as typeof WebSocket
  return { sockets, eventFrames, Recording }
}

const contents = (messages: PoolMessage[]) => messages.flatMap((m) => (m.type === 'event' ? [m.event.content] : []))
const collect = (outbox: Outbox) => lastValueFrom(outbox.reqOutbox([{ authors: [X.pubkey], kinds: [1] }]).pipe(toArray()))
const connectedPool = (pool: RelayPool) => firstValueFrom(pool.status$.pipe(filter((list) => list.some((s) => s.state === 'connected'))))

describe('createOutbox against three real relays', () => {
  it("finds an author's notes on the relay their kind 10002 names, which the default relays lack", async () => {
    const { pool, outbox } = setup()
    expect(await pool.query([{ authors: [X.pubkey], kinds: [1] }])).toEqual([])
    const messages = await collect(outbox)
    expect(contents(messages)).toEqual(['only on C'])
    expect(messages.filter((m) => m.type === 'eose')).toHaveLength(1)
    expect(Object.fromEntries(await outbox.relaysForAuthors([X.pubkey]))).toEqual({ [slash(relayC.url)]: [X.pubkey] })
  })

  it('asks only the default relays when ndkOutboxModel is off, and follows the toggle as it changes', async () => {
    const { outbox, toggles$ } = setup({ toggles: { ndkOutboxModel: false } })
    expect(contents(await collect(outbox))).toEqual([])
    expect([...(await outbox.relaysForAuthors([X.pubkey])).keys()]).toEqual([slash(relayA.url), slash(relayB.url)])
    toggles$.next({ ndkOutboxModel: true })
    expect(contents(await collect(outbox))).toEqual(['only on C'])
  })

  it("offers the user's own relays only while autoConnectUserRelays is on", async () => {
    const { outbox, toggles$ } = setup()
    expect((await outbox.userRelays(X.pubkey)).sort()).toEqual([slash(relayB.url), slash(relayC.url)].sort())
    const seen: string[][] = []
    const watching = outbox.userRelays$(new BehaviorSubject<string | undefined>(X.pubkey)).subscribe((urls) => seen.push(urls))
    await waitFor(() => seen.length === 1)
    toggles$.next({ autoConnectUserRelays: false })
    expect(await outbox.userRelays(X.pubkey)).toEqual([])
    await waitFor(() => seen.length === 2)
    watching.unsubscribe()
    expect(seen.map((urls) => urls.length)).toEqual([2, 0])
  })

  it("publishes to the defaults, the author's write relays, 5 hints and tagged users' read relays", async () => {
    const { outbox } = setup()
    const hints = [1, 2, 3, 4, 5, 6].map((n) => ['e', 'e'.repeat(64), `wss://hint${n}.example`])
    const reply = X.sign({ tags: [...hints, ['p', Z.pubkey]] })
    expect(await outbox.relaysForPublish(reply)).toEqual([
      slash(relayA.url),
      slash(relayB.url),
      slash(relayC.url),
      ...[1, 2, 3, 4, 5].map((n) => `wss://hint${n}.example/`),
      'wss://z-inbox.example/',
    ])
    const crowded = X.sign({ tags: [['p', Z.pubkey], ...[1, 2, 3, 4].map((n) => ['p', String(n).repeat(64)])] })
    expect(await outbox.relaysForPublish(crowded)).not.toContain('wss://z-inbox.example/')
  })

  it('reuses the temporary relay and closes it 30 s after its last use', async () => {
    const clock = createManualClock(Date.now())
    const { sockets, Recording } = recordingSockets()
    const { outbox } = setup({ clock, WebSocketImpl: Recording })
    expect(contents(await collect(outbox))).toEqual(['only on C'])
    clock.advance(20_000)
    expect(contents(await collect(outbox))).toEqual(['only on C'])
    const toC = sockets.filter((socket) => socket.url.startsWith(relayC.url))
    expect(toC).toHaveLength(1)
    clock.advance(29_999)
    expect(toC[0].readyState).toBe(NodeWebSocket.OPEN)
    clock.advance(1)
    expect(toC[0].readyState).toBeGreaterThanOrEqual(NodeWebSocket.CLOSING)
  })
})

describe('relay-list fetch timeout', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

  async function waitedMs(clock: ReturnType<typeof createManualClock>, outbox: Outbox, expectedMs: number, ready = settle) {
    let done = false
    const lookup = outbox.relaysForAuthors([X.pubkey]).then((result) => ((done = true), result))
    await ready()
    clock.advance(expectedMs - 1)
    await settle()
    expect(done).toBe(false)
    clock.advance(1)
    return lookup
  }

  it('gives up after 1000 ms on a relay-list source that never answers, and uses the defaults', async () => {
    const clock = createManualClock(Date.now())
    const { pool, outbox } = setup({ relays: [silent.url], outboxRelays: [], clock })
    await connectedPool(pool)
    expect(await waitedMs(clock, outbox, 1000)).toEqual(new Map([[slash(silent.url), [X.pubkey]]]))
  })

  it('keeps the relay lists other sources sent before the timeout', async () => {
    const clock = createManualClock(Date.now())
    const { eventFrames, Recording } = recordingSockets()
    const { pool, outbox } = setup({ relays: [silent.url], outboxRelays: [relayA.url], clock, WebSocketImpl: Recording })
    await connectedPool(pool)
    const listArrived = () => waitFor(() => eventFrames.some((url) => url.startsWith(relayA.url))).then(settle)
    expect(await waitedMs(clock, outbox, 1000, listArrived)).toEqual(new Map([[slash(relayC.url), [X.pubkey]]]))
  })

  it('waits 3000 ms more when the pool has no connected relay', async () => {
    const clock = createManualClock(Date.now())
    const { outbox } = setup({ relays: [CLOSED_PORT_URL], outboxRelays: [silent.url], clock })
    expect(await waitedMs(clock, outbox, 4000)).toEqual(new Map([[slash(CLOSED_PORT_URL), [X.pubkey]]]))
  })
})
