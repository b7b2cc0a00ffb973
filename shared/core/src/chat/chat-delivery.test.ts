import 'fake-indexeddb/auto'
import * as nip17 from 'nostr-tools/nip17'
import { describe, expect, it } from 'vitest'
import { normalizeRelayUrl } from '../relay/relay-url'
import { validateEvent } from '../test-support/event-schemas'
import { useRelayPool } from '../test-support/relay-pool-fixture'
import { createAuthor, startTestRelay } from '../test-support/test-relay'
import { ChatDatabase, chatDatabaseName } from './chat-database'
import { chatServiceFor, until } from './chat-test-kit'
import { STRANGER_MESSAGES_PER_SENDER } from './stranger-limit'
import { CHAT_TEXTS } from './chat-types'

const fixture = useRelayPool()
const relayUrl = () => normalizeRelayUrl(fixture.relay.url)

describe('chat delivery, reactions and the local database', () => {
  it('publishes the user’s kind-10050 list on first use, valid for other clients', async () => {
    const me = createAuthor()
    const { service } = chatServiceFor(me, fixture.pool, { relays: [fixture.relay.url] })
    await service.send(service.sessionIdFor([createAuthor().pubkey]), 'hi')
    const [list] = await fixture.pool.query([{ kinds: [10050], authors: [me.pubkey] }])
    expect(list.tags).toEqual([['relay', relayUrl()]])
    expect((await validateEvent(list)).errors).toEqual([])
    await expect(until(service.dmRelays$, (relays) => relays.length === 1)).resolves.toEqual([relayUrl()])
    service.dispose()
  })

  it('refuses a message too long for NIP-44 v2 before anything is stored or sent', async () => {
    const [me, peer] = [createAuthor(), createAuthor()]
    const { service } = chatServiceFor(me, fixture.pool, { relays: [fixture.relay.url] })
    await expect(service.send(peer.pubkey, 'a'.repeat(41_000))).rejects.toThrow(CHAT_TEXTS.messageTooLong)
    expect(await fixture.pool.query([{ kinds: [1059], '#p': [peer.pubkey] }])).toEqual([])
    const db = new ChatDatabase(chatDatabaseName(me.pubkey))
    expect(await db.messages.count()).toBe(0)
    db.close()
    service.dispose()
  })

  it('marks relays that refused a message as failed, keeps its copy, and a retry delivers it once the relay is back', async () => {
    const [me, peer] = [createAuthor(), createAuthor()]
    const down = await startTestRelay()
    const port = Number(new URL(down.url).port)
    await down.close()
    const peerRelay = normalizeRelayUrl(down.url)
    await fixture.pool.publish(peer.sign({ kind: 10050, tags: [['relay', peerRelay]] }))
    const { service } = chatServiceFor(me, fixture.pool, { relays: [fixture.relay.url] })
    await service.send(peer.pubkey, 'are you there?')
    const [sent] = await until(service.messages$(peer.pubkey), (list) => list[0]?.delivery?.[peerRelay] === 'failed')
    expect(sent.delivery).toEqual({ [peerRelay]: 'failed', [relayUrl()]: 'ok' })
    const db = new ChatDatabase(chatDatabaseName(me.pubkey))
    expect(await db.outgoing.where('messageId').equals(sent.id).count()).toBe(1)

    const back = await startTestRelay({ port })
    try {
      await expect.poll(async () => (await service.retry(sent.id), (await db.messages.get(sent.id))?.delivery?.[peerRelay]), { timeout: 15_000 }).toBe('ok')
      expect(await db.outgoing.where('messageId').equals(sent.id).count()).toBe(0)
      const [wrap] = await fixture.pool.query([{ kinds: [1059], '#p': [peer.pubkey] }], { relays: [peerRelay] })
      expect(nip17.unwrapEvent(wrap, peer.secretKey).content).toBe('are you there?')
    } finally {
      db.close()
      service.dispose()
      await back.close()
    }
  })

  it('carries reactions inside the chat both ways (kind 7 in wraps)', async () => {
    const [me, peer] = [createAuthor(), createAuthor()]
    const { service } = chatServiceFor(me, fixture.pool, { distances: { [peer.pubkey]: 1 }, relays: [fixture.relay.url] })
    const wrap = nip17.wrapEvent(peer.secretKey, { publicKey: me.pubkey }, 'react to this')
    await fixture.pool.publish(wrap)
    const [message] = await until(service.messages$(peer.pubkey), (list) => list.length === 1)
    await service.react(peer.pubkey, message.id, '🔥')
    const reactions = (await fixture.pool.query([{ kinds: [1059], '#p': [peer.pubkey] }])).map((event) => nip17.unwrapEvent(event, peer.secretKey))
    expect(reactions).toEqual([expect.objectContaining({ kind: 7, content: '🔥', pubkey: me.pubkey, tags: expect.arrayContaining([['e', message.id]]) })])
    const { createRumor, createSeal, createWrap } = await import('nostr-tools/nip59')
    const theirs = createRumor({ kind: 7, content: '❤️', tags: [['e', message.id], ['p', me.pubkey], ['k', '14']] }, peer.secretKey)
    await fixture.pool.publish(createWrap(createSeal(theirs, peer.secretKey, me.pubkey), me.pubkey))
    const [reacted] = await until(service.messages$(peer.pubkey), (list) => Object.keys(list[0]?.reactions ?? {}).length === 2)
    expect(reacted.reactions).toEqual({ [me.pubkey]: '🔥', [peer.pubkey]: '❤️' })
    service.dispose()
  })

  it('sets aside a stranger’s flood past the rate limit', async () => {
    const [me, stranger] = [createAuthor(), createAuthor()]
    for (let n = 0; n < STRANGER_MESSAGES_PER_SENDER + 3; n++) await fixture.pool.publish(nip17.wrapEvent(stranger.secretKey, { publicKey: me.pubkey }, `spam ${n}`))
    const { service } = chatServiceFor(me, fixture.pool)
    const db = new ChatDatabase(chatDatabaseName(me.pubkey))
    await until(service.requests$, (list) => list.length === 1)
    await expect.poll(() => db.seen.count()).toBe(STRANGER_MESSAGES_PER_SENDER + 3)
    expect(await db.messages.count()).toBe(STRANGER_MESSAGES_PER_SENDER)
    db.close()
    service.dispose()
  })

  it('clears corrupt local messages and keeps the rest; drafts are kept per conversation', async () => {
    const [me, peer] = [createAuthor(), createAuthor()]
    const { service } = chatServiceFor(me, fixture.pool, { distances: { [peer.pubkey]: 1 } })
    await fixture.pool.publish(nip17.wrapEvent(peer.secretKey, { publicKey: me.pubkey }, 'a good one'))
    await until(service.messages$(peer.pubkey), (list) => list.length === 1)
    const db = new ChatDatabase(chatDatabaseName(me.pubkey))
    await db.messages.put({ id: 'broken', sessionId: peer.pubkey, createdAt: 1 } as never)
    const kept = await until(service.messages$(peer.pubkey), (list) => list.length === 1)
    expect(kept[0].content).toBe('a good one')
    await expect.poll(() => db.messages.get('broken')).toBeUndefined()
    db.close()
    service.saveDraft(peer.pubkey, 'half a thought')
    expect(service.draft(peer.pubkey)).toBe('half a thought')
    expect(service.draft('someone-else')).toBe('')
    service.dispose()
  })
})
