import 'fake-indexeddb/auto'
import * as nip04 from 'nostr-tools/nip04'
import * as nip17 from 'nostr-tools/nip17'
import { finalizeEvent, generateSecretKey, getEventHash } from 'nostr-tools/pure'
import { normalizeRelayUrl } from '../relay/relay-url'
import { describe, expect, it } from 'vitest'
import { useRelayPool } from '../test-support/relay-pool-fixture'
import { createAuthor } from '../test-support/test-relay'
import { chatServiceFor, until } from './chat-test-kit'
import { sessionIdOf } from './session-id'

const fixture = useRelayPool()
const wrapsTo = (pubkey: string) => fixture.pool.query([{ kinds: [1059], '#p': [pubkey] }])

describe('NIP-17 chats against nostr-tools and the real relay', () => {
  it('shows a message written with nostr-tools’ nip17, unread until seen, and never decrypts it twice', async () => {
    const me = createAuthor()
    const friend = createAuthor()
    await fixture.pool.publish(nip17.wrapEvent(friend.secretKey, { publicKey: me.pubkey }, 'hello from nostr-tools'))
    const { service, counts } = chatServiceFor(me, fixture.pool, { distances: { [friend.pubkey]: 1 } })
    const [session] = await until(service.sessions$, (sessions) => sessions.length === 1)
    expect(session).toMatchObject({ id: friend.pubkey, participants: [friend.pubkey], unread: true, request: false })
    expect(session.lastMessage).toMatchObject({ content: 'hello from nostr-tools', author: friend.pubkey, protocol: 'nip17' })
    await expect(until(service.unreadCount$, (count) => count === 1)).resolves.toBe(1)
    service.markSeen(session.id)
    await expect(until(service.unreadCount$, (count) => count === 0)).resolves.toBe(0)
    const decryptions = counts.decrypt
    service.dispose()

    const reopened = chatServiceFor(me, fixture.pool, { distances: { [friend.pubkey]: 1 } })
    const messages = await until(reopened.service.messages$(session.id), (list) => list.length === 1)
    expect(messages[0].content).toBe('hello from nostr-tools')
    await reopened.service.send(session.id, 'and back') // the relay answers the old wrap again meanwhile
    expect(reopened.counts.decrypt).toBe(0)
    expect(decryptions).toBe(2) // wrap and seal, once
    reopened.service.dispose()
  })

  it('sends what nostr-tools opens: the recipient’s copy, the sender’s own copy, replies and subjects', async () => {
    const me = createAuthor()
    const peer = createAuthor()
    const { service } = chatServiceFor(me, fixture.pool, { relays: [fixture.relay.url] })
    const id = service.sessionIdFor([peer.pubkey])
    await service.send(id, 'first')
    const [sent] = await until(service.messages$(id), (list) => list.length === 1)
    await service.send(id, 'a reply', { replyTo: sent.id, subject: 'Plans' })
    const received = (await wrapsTo(peer.pubkey)).map((wrap) => nip17.unwrapEvent(wrap, peer.secretKey)).sort((a, b) => a.content.localeCompare(b.content))
    expect(received.map((rumor) => [rumor.content, rumor.pubkey, rumor.kind])).toEqual([['a reply', me.pubkey, 14], ['first', me.pubkey, 14]])
    expect(received[0].tags).toEqual(expect.arrayContaining([['p', peer.pubkey], ['e', sent.id], ['subject', 'Plans']]))
    expect(received[1].id).toBe(sent.id)
    const ownCopies = (await wrapsTo(me.pubkey)).map((wrap) => nip17.unwrapEvent(wrap, me.secretKey).content)
    expect(ownCopies.sort()).toEqual(['a reply', 'first'])
    const messages = await until(service.messages$(id), (list) => list.length === 2 && list.every((message) => Object.values(message.delivery ?? {}).every((state) => state === 'ok')))
    expect(messages[1]).toMatchObject({ content: 'a reply', replyTo: sent.id })
    expect(messages[1].delivery).toEqual({ [normalizeRelayUrl(fixture.relay.url)]: 'ok' })
    await expect(until(service.session$(id), (session) => session?.subject === 'Plans')).resolves.toBeTruthy()
    service.dispose()
  })

  it('reads and writes a group of three that nostr-tools members read', async () => {
    const [me, bob, carol] = [createAuthor(), createAuthor(), createAuthor()]
    // nostr-tools' nip17.wrapManyEvents names one recipient per rumor; a NIP-17 group rumor names all, sealed to each.
    const { createRumor, createSeal, createWrap } = await import('nostr-tools/nip59')
    const rumor = createRumor({ kind: 14, content: 'hi both', tags: [['p', me.pubkey], ['p', carol.pubkey], ['subject', 'Trip']] }, bob.secretKey)
    for (const member of [me, carol, bob]) await fixture.pool.publish(createWrap(createSeal(rumor, bob.secretKey, member.pubkey), member.pubkey))
    const { service } = chatServiceFor(me, fixture.pool, { distances: { [bob.pubkey]: 1, [carol.pubkey]: 2 }, relays: [fixture.relay.url] })
    const [group] = await until(service.sessions$, (sessions) => sessions.length === 1)
    expect(group).toMatchObject({ id: sessionIdOf(me.pubkey, [bob.pubkey, carol.pubkey]), subject: 'Trip' })
    expect(group.participants).toEqual([bob.pubkey, carol.pubkey].sort())
    await service.send(group.id, 'count me in')
    for (const member of [bob, carol]) {
      const rumors = (await wrapsTo(member.pubkey)).map((wrap) => nip17.unwrapEvent(wrap, member.secretKey))
      const answer = rumors.find((rumor) => rumor.content === 'count me in')!
      expect(answer.pubkey).toBe(me.pubkey)
      expect(answer.tags.filter((tag) => tag[0] === 'p').map((tag) => tag[1]).sort()).toEqual([bob.pubkey, carol.pubkey].sort())
    }
    service.dispose()
  })

  it('refuses a seal whose author differs from the rumor’s (an impersonation) and a broken wrap', async () => {
    const [me, mallory, victim] = [createAuthor(), createAuthor(), createAuthor()]
    const { createSeal, createWrap } = await import('nostr-tools/nip59')
    // Mallory seals (and signs) a rumor that claims the victim wrote it.
    const rumor = { kind: 14, content: 'send me your keys', tags: [['p', me.pubkey]], pubkey: victim.pubkey, created_at: Math.floor(Date.now() / 1000) }
    await fixture.pool.publish(createWrap(createSeal({ ...rumor, id: getEventHash(rumor) }, mallory.secretKey, me.pubkey), me.pubkey))
    await fixture.pool.publish(finalizeEvent({ kind: 1059, tags: [['p', me.pubkey]], content: 'not a seal', created_at: rumor.created_at }, generateSecretKey()))
    await fixture.pool.publish(nip17.wrapEvent(mallory.secretKey, { publicKey: me.pubkey }, 'honest text'))
    const { service, counts } = chatServiceFor(me, fixture.pool, { distances: { [mallory.pubkey]: 1, [victim.pubkey]: 1 } })
    const sessions = await until(service.sessions$, (list) => list.length === 1)
    expect(sessions[0].participants).toEqual([mallory.pubkey])
    expect((await until(service.messages$(mallory.pubkey), (list) => list.length === 1))[0].content).toBe('honest text')
    await until(service.messages$(victim.pubkey), (list) => list.length === 0)
    expect(counts.decrypt).toBe(5) // two opened wraps and seals, one wrap that held no seal: nothing stored from the forgery
    service.dispose()
  })

  it('keeps strangers apart as requests until accepted, and hides muted people', async () => {
    const [me, stranger, muted] = [createAuthor(), createAuthor(), createAuthor()]
    await fixture.pool.publish(nip17.wrapEvent(stranger.secretKey, { publicKey: me.pubkey }, 'buy my coin'))
    await fixture.pool.publish(nip17.wrapEvent(muted.secretKey, { publicKey: me.pubkey }, 'you again'))
    const { service } = chatServiceFor(me, fixture.pool, { distances: { [muted.pubkey]: 1 }, mutes: [muted.pubkey] })
    const [request] = await until(service.requests$, (list) => list.length === 1)
    expect(request).toMatchObject({ participants: [stranger.pubkey], request: true })
    await expect(until(service.sessions$, (list) => list.length === 0)).resolves.toEqual([])
    service.accept(request.id)
    const [accepted] = await until(service.sessions$, (list) => list.length === 1)
    expect(accepted.participants).toEqual([stranger.pubkey])
    await expect(until(service.requests$, (list) => list.length === 0)).resolves.toEqual([])
    service.dispose()
  })

  it('reads NIP-04 DMs from nostr-tools and answers a legacy peer without a kind 10050 with NIP-04, else NIP-17', async () => {
    const [me, legacy] = [createAuthor(), createAuthor()]
    const content = await nip04.encrypt(legacy.secretKey, me.pubkey, 'old school')
    await fixture.pool.publish(legacy.sign({ kind: 4, content, tags: [['p', me.pubkey]] }))
    const { service } = chatServiceFor(me, fixture.pool, { distances: { [legacy.pubkey]: 1 }, relays: [fixture.relay.url] })
    const [message] = await until(service.messages$(legacy.pubkey), (list) => list.length === 1)
    expect(message).toMatchObject({ content: 'old school', protocol: 'nip04' })
    await service.send(legacy.pubkey, 'still here')
    const [answer] = await fixture.pool.query([{ kinds: [4], authors: [me.pubkey] }])
    expect(await nip04.decrypt(legacy.secretKey, me.pubkey, answer.content)).toBe('still here')
    await fixture.pool.publish(legacy.sign({ kind: 10050, tags: [['relay', fixture.relay.url]] }))
    const upgraded = chatServiceFor(me, fixture.pool, { relays: [fixture.relay.url] }) // a new session: DM relays looked up anew
    await upgraded.service.send(legacy.pubkey, 'now private')
    const rumors = (await wrapsTo(legacy.pubkey)).map((wrap) => nip17.unwrapEvent(wrap, legacy.secretKey).content)
    expect(rumors).toContain('now private')
    service.dispose()
    upgraded.service.dispose()
  })
})
