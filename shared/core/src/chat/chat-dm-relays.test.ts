import 'fake-indexeddb/auto'
import * as nip17 from 'nostr-tools/nip17'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createRelayPool } from '../relay/pool/relay-pool'
import { normalizeRelayUrl } from '../relay/relay-url'
import { useRelayPool } from '../test-support/relay-pool-fixture'
import { CLOSED_PORT_URL, createAuthor, NodeWebSocket, startTestRelay } from '../test-support/test-relay'
import { chatServiceFor, until } from './chat-test-kit'

const fixture = useRelayPool()
const relayUrl = () => normalizeRelayUrl(fixture.relay.url)
const dmListsOf = (pubkey: string, relays?: string[]) => fixture.pool.query([{ kinds: [10050], authors: [pubkey] }], relays ? { relays } : undefined)

/** A pool of its own on these relays, closed when the test ends. */
function poolOn(relays: string[]) {
  const pool = createRelayPool({ relays, WebSocketImpl: NodeWebSocket })
  onTestFinished(() => pool.close())
  return pool
}

/** Another real relay, closed when the test ends. */
async function secondRelay() {
  const relay = await startTestRelay()
  onTestFinished(() => relay.close())
  return { ...relay, url: normalizeRelayUrl(relay.url) }
}

describe('DM relays (kind 10050) and where wraps go', () => {
  it('publishes no first-use DM relay list when no relay answered whether one exists; does once one answered', async () => {
    const [me, peer] = [createAuthor(), createAuthor()]
    const unanswered = chatServiceFor(me, poolOn([CLOSED_PORT_URL]), { relays: [fixture.relay.url] })
    await unanswered.service.send(peer.pubkey, 'hi')
    expect((await fixture.pool.query([{ kinds: [1059], '#p': [peer.pubkey] }])).length).toBe(1) // the message went out
    expect(await dmListsOf(me.pubkey)).toEqual([]) // a list it could not see might exist: none was written over it
    unanswered.service.dispose()

    const answered = chatServiceFor(me, poolOn([fixture.relay.url, CLOSED_PORT_URL]), { relays: [fixture.relay.url] })
    await answered.service.send(peer.pubkey, 'hi again')
    const [list] = await dmListsOf(me.pubkey)
    expect(list.tags).toEqual([['relay', relayUrl()]])
    answered.service.dispose()
  })

  it('replaces the own list when edited, and then reads messages sent to the new relays', async () => {
    const [me, peer] = [createAuthor(), createAuthor()]
    const inbox = await secondRelay()
    await fixture.pool.publish(me.sign({ kind: 10050, tags: [['relay', relayUrl()]], created_at: Math.floor(Date.now() / 1000) - 60 }))
    const { service } = chatServiceFor(me, fixture.pool, { distances: { [peer.pubkey]: 1 }, relays: [fixture.relay.url] })
    await until(service.dmRelays$, (relays) => relays[0] === relayUrl())

    await service.setDmRelays([inbox.url])
    for (const relays of [[inbox.url], [relayUrl()]]) {
      const lists = await dmListsOf(me.pubkey, relays)
      expect(lists.map((list) => list.tags)).toEqual([[['relay', inbox.url]]]) // the old list is replaced, not added to
    }
    await expect(until(service.dmRelays$, (relays) => relays.length === 1)).resolves.toEqual([inbox.url])
    await fixture.pool.publish(nip17.wrapEvent(peer.secretKey, { publicKey: me.pubkey }, 'to your new inbox'), { relays: [inbox.url] })
    const [message] = await until(service.messages$(peer.pubkey), (list) => list.length === 1)
    expect(message.content).toBe('to your new inbox')
    service.dispose()
  })

  it('sends to a peer without a kind 10050 through the read relays of their kind 10002 (NIP-65)', async () => {
    const [me, peer] = [createAuthor(), createAuthor()]
    const inbox = await secondRelay()
    await fixture.pool.publish(peer.sign({ kind: 10002, tags: [['r', inbox.url, 'read'], ['r', 'ws://127.0.0.1:9/', 'write']] }))
    const { service } = chatServiceFor(me, fixture.pool, { relays: [fixture.relay.url] })
    await service.send(peer.pubkey, 'through your read relay')
    const [wrap] = await fixture.pool.query([{ kinds: [1059], '#p': [peer.pubkey] }], { relays: [inbox.url] })
    expect(nip17.unwrapEvent(wrap, peer.secretKey).content).toBe('through your read relay')
    expect(await fixture.pool.query([{ kinds: [1059], '#p': [peer.pubkey] }])).toEqual([]) // not to the sender's relays
    service.dispose()
  })
})
