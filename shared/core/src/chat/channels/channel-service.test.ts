import { BehaviorSubject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { validateEvent } from '../../test-support/event-schemas'
import { useRelayPool } from '../../test-support/relay-pool-fixture'
import { createAuthor, type TestAuthor } from '../../test-support/test-relay'
import { until } from '../chat-test-kit'
import { createChannelService } from './channel-service'

const fixture = useRelayPool()

function channelsFor(author: TestAuthor, mutes: string[] = []) {
  return createChannelService({
    pool: fixture.pool,
    sign: async ({ kind, content, tags, created_at }) => author.sign({ kind, content, tags, created_at }),
    me$: new BehaviorSubject<string | null>(author.pubkey),
    mutes$: new BehaviorSubject(mutes),
  })
}
const ownEvents = (author: TestAuthor, kinds: number[]) => fixture.pool.query([{ kinds, authors: [author.pubkey] }])

describe('NIP-28 public channels on the real relay', () => {
  it('creates a channel, joins it (kind 10005), lets only its creator edit it; every event is schema-valid', async () => {
    const [owner, other] = [createAuthor(), createAuthor()]
    const channels = channelsFor(owner)
    const id = await channels.create({ name: 'Bikes', about: 'All about bikes', picture: 'https://example.com/bike.png' })
    await expect(until(channels.joined$, (list) => list.length === 1)).resolves.toEqual([expect.objectContaining({ id, name: 'Bikes', creator: owner.pubkey })])
    await channels.editMetadata(id, { name: 'Bicycles', about: 'Two wheels', picture: '' })
    await expect(channelsFor(other).editMetadata(id, { name: 'Spam', about: '', picture: '' })).rejects.toThrow('Only the channel’s creator can edit it')
    expect(await until(channels.channel$(id), (channel) => channel !== null)).toMatchObject({ name: 'Bicycles', about: 'Two wheels' })
    expect((await channels.discover()).map((channel) => channel.id)).toContain(id)
    for (const event of await ownEvents(owner, [40, 41, 10005])) expect((await validateEvent(event)).errors).toEqual([])
    await channels.leave(id)
    await expect(until(channels.joined$, (list) => list.length === 0)).resolves.toEqual([])
  })

  it('posts and replies (kind 42), hides a message (43) and mutes a user (44) for the user only', async () => {
    const [owner, spammer, friend] = [createAuthor(), createAuthor(), createAuthor()]
    const channels = channelsFor(owner)
    const id = await channels.create({ name: 'Town square', about: '', picture: '' })
    await channelsFor(spammer).post(id, 'buy now')
    await channels.post(id, 'welcome')
    const [welcome] = (await until(channels.messages$(id), (list) => list.length === 2)).filter((message) => message.content === 'welcome')
    await channelsFor(friend).post(id, 'thanks!', welcome)
    const withReply = await until(channels.messages$(id), (list) => list.length === 3)
    expect(withReply.find((message) => message.content === 'thanks!')).toMatchObject({ replyTo: welcome.id, author: friend.pubkey })
    await channels.muteUser(spammer.pubkey, 'spam')
    await channels.hideMessage(welcome.id)
    const shown = await until(channels.messages$(id), (list) => list.length === 1)
    expect(shown.map((message) => message.content)).toEqual(['thanks!'])
    // Others still see everything: hiding and muting are the user's own.
    expect((await until(channelsFor(friend).messages$(id), (list) => list.length === 3)).length).toBe(3)
    for (const event of await ownEvents(owner, [42, 43, 44])) expect((await validateEvent(event)).errors).toEqual([])
  })

  it('leaves out messages of people on the user’s mute list', async () => {
    const [owner, muted] = [createAuthor(), createAuthor()]
    const id = await channelsFor(owner).create({ name: 'Quiet', about: '', picture: '' })
    await channelsFor(muted).post(id, 'noise')
    await channelsFor(owner).post(id, 'signal')
    const shown = await until(channelsFor(owner, [muted.pubkey]).messages$(id), (list) => list.length >= 1)
    expect(shown.map((message) => message.content)).toEqual(['signal'])
  })
})
