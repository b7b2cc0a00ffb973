import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../policies/storage'


import { createAuthor, waitFor, type TestAuthor } from '../test-support/test-relay'
import { current, like, notificationsHarness, zapReceipt, type HarnessOptions, type NotificationsHarness } from './notifications-test-support'
import { useRelayPool } from '../test-support/relay-pool-fixture'

const fixture = useRelayPool()
let harness: NotificationsHarness | undefined

afterEach(() => harness?.service.dispose())

const start = (opts: HarnessOptions) => (harness = notificationsHarness(fixture.pool, opts))
const keys = (groups: { key: string }[]) => groups.map((group) => group.key)

async function myNote(me: TestAuthor, content = 'my note') {
  const note = me.sign({ kind: 1, content })
  await fixture.pool.publish(note)
  return note
}

describe('notifications against the local relay', () => {
  it('groups likes of one note by several users, newest first, including live ones', async () => {
    const [me, alice, bob, carol] = [createAuthor(), createAuthor(), createAuthor(), createAuthor()]
    const note = await myNote(me)
    const now = Math.floor(Date.now() / 1000)
    await fixture.pool.publish(like(alice, note, now - 20))
    await fixture.pool.publish(like(bob, note, now - 10))
    const { groupsWhere } = start({ me: me.pubkey })

    let [group] = await groupsWhere((groups) => groups.length === 1 && groups[0].users.size === 2)
    expect(group).toMatchObject({ key: `${note.id}:7`, originalEventId: note.id, type: 'reaction', kind: 7, time: now - 10 })
    expect([...group.users.keys()]).toEqual([bob.pubkey, alice.pubkey])

    await fixture.pool.publish(like(carol, note, now))
    ;[group] = await groupsWhere((groups) => groups[0]?.users.size === 3)
    expect([...group.users.keys()]).toEqual([carol.pubkey, bob.pubkey, alice.pubkey])
    expect(group.events).toHaveLength(3)
  })

  it('shows a reply and a mention from people within the follow distance', async () => {
    const [me, friend, other] = [createAuthor(), createAuthor(), createAuthor()]
    const note = await myNote(me)
    await fixture.pool.publish(friend.sign({ kind: 1, content: 'nice one', tags: [['e', note.id, '', 'reply'], ['p', me.pubkey]] }))
    await fixture.pool.publish(other.sign({ kind: 1, content: 'hey you', tags: [['p', me.pubkey]] }))
    const { groupsWhere } = start({ me: me.pubkey, distances: { [friend.pubkey]: 1, [other.pubkey]: 2 } })

    const groups = await groupsWhere((list) => list.length === 2)
    const reply = groups.find((group) => group.type === 'reply')!
    expect(reply).toMatchObject({ originalEventId: note.id, content: 'nice one' })
    expect([...reply.users.keys()]).toEqual([friend.pubkey])
    const mention = groups.find((group) => group.type === 'mention')!
    expect(mention.content).toBe('hey you')
    expect(mention.originalEventId).toBe(mention.id)
  })

  it('ignores replies from beyond content.maxFollowDistanceForReplies, and shows them when the setting allows', async () => {
    const [me, friend, stranger] = [createAuthor(), createAuthor(), createAuthor()]
    const note = await myNote(me)
    const now = Math.floor(Date.now() / 1000)
    await fixture.pool.publish(stranger.sign({ kind: 1, content: 'spam', created_at: now - 5, tags: [['e', note.id], ['p', me.pubkey]] }))
    await fixture.pool.publish(friend.sign({ kind: 1, content: 'hello', created_at: now, tags: [['e', note.id], ['p', me.pubkey]] }))
    const { groupsWhere, settings } = start({ me: me.pubkey, distances: { [friend.pubkey]: 5, [stranger.pubkey]: 6 } })

    const [group] = await groupsWhere((groups) => groups.length === 1)
    expect([...group.users.keys()]).toEqual([friend.pubkey])
    // kept apart, for the 'replies from people outside your network' line
    const [outside] = current(harness!.service.outsideNetwork$)!
    expect([...outside!.users.keys()]).toEqual([stranger.pubkey])
    expect(outside!.content).toBe('spam')

    settings.updateGroup('content', { maxFollowDistanceForReplies: 6 })
    const [widened] = await groupsWhere((groups) => groups[0]?.users.size === 2)
    expect([...widened.users.keys()]).toEqual([friend.pubkey, stranger.pubkey])
    expect(current(harness!.service.outsideNetwork$)).toEqual([])
  })

  it('hides reactions, reposts, zaps and replies at once when the content settings turn them off, and shows them again', async () => {
    const [me, friend, server] = [createAuthor(), createAuthor(), createAuthor()]
    const note = await myNote(me)
    await fixture.pool.publish(like(friend, note))
    await fixture.pool.publish(friend.sign({ kind: 6, content: '', tags: [['e', note.id], ['p', me.pubkey]] }))
    await fixture.pool.publish(zapReceipt(server, friend, me.pubkey, note))
    await fixture.pool.publish(friend.sign({ kind: 1, content: 'reply', tags: [['e', note.id, '', 'reply'], ['p', me.pubkey]] }))
    await fixture.pool.publish(friend.sign({ kind: 1, content: 'hi @me', tags: [['p', me.pubkey]] }))
    const { groupsWhere, settings } = start({ me: me.pubkey, distances: { [friend.pubkey]: 1 }, zapServer: server.pubkey })
    const types = (groups: { type: string }[]) => groups.map((group) => group.type).sort().join()

    await groupsWhere((groups) => types(groups) === 'mention,reaction,reply,repost,zap')
    settings.updateGroup('content', { showLikes: false, showReposts: false, showZaps: false })
    await groupsWhere((groups) => types(groups) === 'mention,reply')
    settings.updateGroup('content', { showReplies: false })
    await groupsWhere((groups) => types(groups) === 'mention') // a mention is no reply: it stays
    settings.updateGroup('content', { showLikes: true, showReposts: true, showZaps: true, showReplies: true })
    await groupsWhere((groups) => types(groups) === 'mention,reaction,reply,repost,zap')
  })

  it('shows a zap with its amount and sender; a receipt not signed by the LNURL server shows nothing', async () => {
    const [me, alice, server, impostor] = [createAuthor(), createAuthor(), createAuthor(), createAuthor()]
    const note = await myNote(me)
    await fixture.pool.publish(zapReceipt(impostor, alice, me.pubkey, note, 'forged'))
    await fixture.pool.publish(zapReceipt(server, alice, me.pubkey, note, 'great post'))
    const { groupsWhere } = start({ me: me.pubkey, zapServer: server.pubkey })

    const [zap] = await groupsWhere((groups) => groups.length === 1)
    expect(zap).toMatchObject({ type: 'zap', kind: 9735, originalEventId: note.id, zapAmount: 210, content: 'great post' })
    expect(zap.users.get(alice.pubkey)).toMatchObject({ amount: 210, content: 'great post' })
    expect(zap.users.has(server.pubkey)).toBe(false)
  })

  it('ignores self-notifications', async () => {
    const [me, alice] = [createAuthor(), createAuthor()]
    const note = await myNote(me)
    const now = Math.floor(Date.now() / 1000)
    await fixture.pool.publish(like(me, note, now))
    await fixture.pool.publish(me.sign({ kind: 1, content: 'note to self', tags: [['e', note.id], ['p', me.pubkey]] }))
    await fixture.pool.publish(like(alice, note, now - 60))
    const { groupsWhere } = start({ me: me.pubkey, distances: { [me.pubkey]: 0 } })

    const groups = await groupsWhere((list) => list.length > 0)
    expect(keys(groups)).toEqual([`${note.id}:7`])
    expect([...groups[0].users.keys()]).toEqual([alice.pubkey])
    expect(groups[0].time).toBe(now - 60)
  })

  it('ignores muted users, and shows them again once unmuted', async () => {
    const [me, alice, mallory] = [createAuthor(), createAuthor(), createAuthor()]
    const note = await myNote(me)
    await fixture.pool.publish(like(mallory, note))
    await fixture.pool.publish(mallory.sign({ kind: 1, content: 'muted reply', tags: [['e', note.id], ['p', me.pubkey]] }))
    await fixture.pool.publish(like(alice, note))
    const { groupsWhere, mutes$ } = start({ me: me.pubkey, mutes: [mallory.pubkey] })

    const [group] = await groupsWhere((groups) => groups.length === 1)
    expect([...group.users.keys()]).toEqual([alice.pubkey])

    expect(current(harness!.service.outsideNetwork$)).toEqual([]) // muted people are not outside the network: they are gone
    mutes$.next([])
    await groupsWhere((groups) => groups[0]?.users.size === 2)
  })

  it('ignores zaps from muted senders even though the receipt is signed by the lightning server', async () => {
    const [me, alice, mallory, server] = [createAuthor(), createAuthor(), createAuthor(), createAuthor()]
    const note = await myNote(me)
    await fixture.pool.publish(zapReceipt(server, mallory, me.pubkey, note))
    await fixture.pool.publish(zapReceipt(server, alice, me.pubkey, note))
    const { groupsWhere } = start({ me: me.pubkey, mutes: [mallory.pubkey], zapServer: server.pubkey })

    const [zap] = await groupsWhere((groups) => groups.length === 1)
    expect([...zap.users.keys()]).toEqual([alice.pubkey])
    expect(zap.zapAmount).toBe(210)
  })

  it('unread flips off after markSeen and on again for a newer notification', async () => {
    const [me, alice, bob] = [createAuthor(), createAuthor(), createAuthor()]
    const note = await myNote(me)
    await fixture.pool.publish(like(alice, note))
    const { groupsWhere, service, clock } = start({ me: me.pubkey })

    const [group] = await groupsWhere((groups) => groups.length === 1)
    expect(current(service.latest$)).toBe(group.time)
    expect(current(service.unread$)).toBe(true)

    service.markSeen()
    expect(current(service.unread$)).toBe(false)
    expect(current(service.seenAt$)).toBe(Math.floor(clock.now() / 1000))

    const later = current(service.seenAt$) + 30
    await fixture.pool.publish(like(bob, note, later))
    await groupsWhere((groups) => groups[0]?.time === later)
    expect(current(service.unread$)).toBe(true)
  })

  it('persists latest and seen-at across services on the same storage', async () => {
    const [me, alice] = [createAuthor(), createAuthor()]
    const note = await myNote(me)
    await fixture.pool.publish(like(alice, note))
    const storage = createMemoryStorage()
    const first = start({ me: me.pubkey, storage })
    await first.groupsWhere((groups) => groups.length === 1)
    first.service.markSeen()
    const seenAt = current(first.service.seenAt$)
    first.service.dispose()

    const second = start({ me: me.pubkey, storage })
    expect(current(second.service.seenAt$)).toBe(seenAt)
    expect(current(second.service.latest$)).toBeGreaterThan(0)
    expect(current(second.service.unread$)).toBe(false)
  })

  it('is empty when logged out and re-subscribes on sign-in', async () => {
    const [me, alice] = [createAuthor(), createAuthor()]
    const note = await myNote(me)
    await fixture.pool.publish(like(alice, note))
    const { groupsWhere, session$, service, emitted } = start({ me: null })
    expect(emitted.at(-1)).toEqual([])
    expect(current(service.unread$)).toBe(false)

    session$.next({ pubkey: me.pubkey })
    await groupsWhere((groups) => groups.length === 1)
    session$.next(null)
    await waitFor(() => emitted.at(-1)?.length === 0)
  })
})
