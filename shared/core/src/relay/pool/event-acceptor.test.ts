import { describe, expect, it } from 'vitest'
import { finalizeEvent, generateSecretKey, verifyEvent } from 'nostr-tools/pure'
import { systemClock } from '../../policies/clock'
import type { NostrEvent } from '../../nostr-types'
import { createVerifySchedule } from '../../policies/verify-schedule'
import { createEventAcceptor } from './event-acceptor'

const plain = (event: NostrEvent): NostrEvent => JSON.parse(JSON.stringify(event))
const real = plain(finalizeEvent({ kind: 1, content: 'the real note', tags: [], created_at: 1_700_000_000 }, generateSecretKey()))
const forged = { ...real, content: 'a forgery under the same id and signature' }
const verify = (event: NostrEvent) => verifyEvent(plain(event))

describe('event acceptor', () => {
  it('does not let a forged copy hide the real event that comes after it', async () => {
    const delivered: NostrEvent[] = []
    const relaysSeen: string[] = []
    const acceptor = createEventAcceptor([{ kinds: [1] }], verify, systemClock, (_, relay) => relaysSeen.push(relay))
    acceptor.accept(plain(forged), 'wss://evil/', (event) => delivered.push(event))
    acceptor.accept(plain(real), 'wss://good/', (event) => delivered.push(event))
    acceptor.accept(plain(real), 'wss://other/', (event) => delivered.push(event))
    await acceptor.settled()
    expect(delivered.map((event) => event.content)).toEqual(['the real note'])
    expect(relaysSeen).toEqual(['wss://good/', 'wss://other/'])
  })

  it('drops events that do not match the filters', async () => {
    const delivered: NostrEvent[] = []
    const acceptor = createEventAcceptor([{ kinds: [7] }], verify, systemClock)
    acceptor.accept(plain(real), 'wss://good/', (event) => delivered.push(event))
    await acceptor.settled()
    expect(delivered).toEqual([])
  })

  it('tells the verifier which relay the event came from', async () => {
    const asked: Array<[string, string | undefined]> = []
    const acceptor = createEventAcceptor([{ kinds: [1] }], (event, relay) => {
      asked.push([event.content, relay])
      return true
    }, systemClock)
    acceptor.accept(plain(real), 'wss://good/', () => {})
    acceptor.accept(plain(forged), 'wss://evil/', () => {})
    await acceptor.settled()
    expect(asked).toEqual([['the real note', 'wss://good/']])
  })

  it('with a schedule, the events of an id lookup are checked before a stream queued earlier', async () => {
    const slices: Array<() => void> = []
    const schedule = createVerifySchedule({ sliceMs: 1000, yieldTask: (next) => void slices.push(next) })
    const checked: string[] = []
    const noting = (event: NostrEvent) => (checked.push(event.content), verify(event))
    const key = generateSecretKey()
    const stream = createEventAcceptor([{ kinds: [7] }], noting, systemClock, undefined, schedule)
    const lookupEvent = plain(finalizeEvent({ kind: 1, content: 'the post to show', tags: [], created_at: 1_700_000_000 }, key))
    const lookup = createEventAcceptor([{ ids: [lookupEvent.id] }], noting, systemClock, undefined, schedule)
    for (const n of [1, 2, 3]) stream.accept(plain(finalizeEvent({ kind: 7, content: `like ${n}`, tags: [], created_at: 1_700_000_000 }, key)), 'wss://r', () => {})
    const shown: string[] = []
    lookup.accept(lookupEvent, 'wss://r', (event) => shown.push(event.content))
    expect(checked).toEqual([])
    slices.shift()?.()
    await lookup.settled()
    expect(checked).toEqual(['the post to show', 'like 1', 'like 2', 'like 3'])
    expect(shown).toEqual(['the post to show'])
  })
})
