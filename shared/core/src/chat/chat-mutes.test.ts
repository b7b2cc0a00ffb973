import 'fake-indexeddb/auto'
import { createRumor, createSeal, createWrap } from 'nostr-tools/nip59'
import { describe, expect, it } from 'vitest'
import { useRelayPool } from '../test-support/relay-pool-fixture'
import { createAuthor, type TestAuthor } from '../test-support/test-relay'
import { ChatDatabase, chatDatabaseName } from './chat-database'
import { chatServiceFor, first, until } from './chat-test-kit'

const fixture = useRelayPool()

describe('muted people in a group', () => {
  it('takes the group’s preview and unread state from the members not muted', async () => {
    const [me, bob, carol] = [createAuthor(), createAuthor(), createAuthor()]
    const { service } = chatServiceFor(me, fixture.pool, { distances: { [bob.pubkey]: 1, [carol.pubkey]: 1 }, relays: [fixture.relay.url], mutes: [carol.pubkey] })
    const group = service.sessionIdFor([bob.pubkey, carol.pubkey])
    await service.send(group, 'plans for saturday?')
    const [sent] = await until(service.sessions$, (list) => list[0]?.lastMessage?.content === 'plans for saturday?')
    /** A group message from `author`, dated `later` seconds after the user's. */
    const groupMessage = (author: TestAuthor, content: string, later: number) => {
      const rumor = createRumor({ kind: 14, content, tags: [me, bob, carol].map((member) => ['p', member.pubkey]), created_at: sent.lastMessageAt + later }, author.secretKey)
      return fixture.pool.publish(createWrap(createSeal(rumor, author.secretKey, me.pubkey), me.pubkey))
    }

    await groupMessage(carol, 'muted words', 5)
    const db = new ChatDatabase(chatDatabaseName(me.pubkey))
    await expect.poll(() => db.messages.count()).toBe(2) // stored, but read past
    db.close()
    const [quiet] = await first(service.sessions$)
    expect(quiet).toMatchObject({ id: group, unread: false, lastMessage: expect.objectContaining({ content: 'plans for saturday?' }) })
    expect(await first(service.unreadCount$)).toBe(0)

    await groupMessage(bob, 'count me in', 2)
    const [answered] = await until(service.sessions$, (list) => list[0]?.lastMessage?.content === 'count me in')
    expect(answered.unread).toBe(true)
    expect(await first(service.unreadCount$)).toBe(1)
    expect(await first(service.session$(group))).toMatchObject({ unread: true, lastMessage: expect.objectContaining({ content: 'count me in' }) })
    service.dispose()
  })
})
