import { describe, expect, it } from 'vitest'
import { finalizeEvent, generateSecretKey, verifyEvent } from 'nostr-tools/pure'
import { systemClock } from '../../policies/clock'
import type { NostrEvent } from '../../nostr-types'
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
})
