import { Subject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { RelayStatus } from '../relay/connection/connection-types'
import type { PoolMessage, RelayPool } from '../relay/pool/pool-types'
import { createManualClock } from '../test-support/manual-clock'
import { createAuthor } from '../test-support/test-relay'
import { createUpdateBatcher } from './batcher'
import { BATCH_WINDOW_MS, type ClientMessage, type HostMessage, type SubUpdate } from './protocol'
import { createRelayHost, type HostPort } from './relay-host'

const note = createAuthor().sign({ content: 'x' })
const eventUpdate = (sub: number): SubUpdate => ({ sub, type: 'event', event: note, relay: 'ws://r/' })

describe('createUpdateBatcher', () => {
  it('flushes events after the window, at 200 events, and at once on eose, in order', () => {
    const clock = createManualClock()
    const batches: SubUpdate[][] = []
    const batcher = createUpdateBatcher(clock, (updates) => batches.push(updates))
    batcher.push(eventUpdate(1))
    batcher.push(eventUpdate(1))
    expect(batches).toEqual([])
    clock.advance(BATCH_WINDOW_MS)
    expect(batches.map((batch) => batch.length)).toEqual([2])

    for (let i = 0; i < 450; i++) batcher.push(eventUpdate(2))
    expect(batches.map((batch) => batch.length)).toEqual([2, 200, 200])
    batcher.push({ sub: 2, type: 'eose' })
    expect(batches.map((batch) => batch.length)).toEqual([2, 200, 200, 51])
    expect(batches[3].at(-1)).toEqual({ sub: 2, type: 'eose' })
  })

  it('forgets the queued updates of a dropped subscription', () => {
    const clock = createManualClock()
    const batches: SubUpdate[][] = []
    const batcher = createUpdateBatcher(clock, (updates) => batches.push(updates))
    batcher.push(eventUpdate(1))
    batcher.push(eventUpdate(2))
    batcher.drop(1)
    clock.advance(BATCH_WINDOW_MS)
    expect(batches).toEqual([[eventUpdate(2)]])
  })
})

function fakePool() {
  const streams = new Map<number, Subject<PoolMessage>>()
  let count = 0
  const pool = {
    status$: new Subject<RelayStatus[]>(),
    setRelays: () => {},
    req: () => {
      const id = ++count
      const subject = new Subject<PoolMessage>()
      streams.set(id, subject)
      return subject.asObservable()
    },
    query: async () => [],
    publish: async () => [],
    close: () => {},
  } as unknown as RelayPool
  return { pool, streams }
}

describe('createRelayHost', () => {
  it('sends a subscription\'s events in batches, then eose, and stops on unsub', () => {
    const clock = createManualClock()
    const { pool, streams } = fakePool()
    const posted: HostMessage[] = []
    const port: HostPort = { postMessage: (message) => posted.push(message), onmessage: null }
    createRelayHost({ pool, clock }).attach(port)
    const send = (message: ClientMessage) => port.onmessage?.({ data: message })

    send({ type: 'req', sub: 7, filters: [{ kinds: [1] }] })
    const stream = streams.get(1)!
    for (let i = 0; i < 500; i++) stream.next({ type: 'event', event: note, relay: 'ws://r/' })
    clock.advance(BATCH_WINDOW_MS)
    stream.next({ type: 'eose' })
    const batches = posted.filter((message) => message.type === 'batch')
    expect(batches.map((batch) => batch.updates.length)).toEqual([200, 200, 100, 1])
    expect(batches.every((batch) => batch.updates.every((update) => update.sub === 7))).toBe(true)

    send({ type: 'unsub', sub: 7 })
    expect(stream.observed).toBe(false)
  })
})
