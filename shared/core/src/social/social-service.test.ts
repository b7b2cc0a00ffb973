import { filter, firstValueFrom } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'



import { createAuthor, type TestAuthor } from '../test-support/test-relay'
import { createSocialService } from './social-service'
import { SOCIAL_ERRORS, type SocialService } from './social-types'
import { sessionOf, useRelayPool } from '../test-support/relay-pool-fixture'

const fixture = useRelayPool()
let service: SocialService | undefined
const other = 'b'.repeat(64)
const third = 'c'.repeat(64)

afterEach(() => service?.dispose())

function serviceFor(author: TestAuthor | null) {
  const session$ = sessionOf(author)
  service = createSocialService({ pool: fixture.pool, session$, sign: async (template) => author!.sign(template) })
  return service
}

const newest = async (kind: number, pubkey: string) => {
  const events = await fixture.pool.query([{ kinds: [kind], authors: [pubkey] }])
  return events.sort((a, b) => b.created_at - a.created_at)[0]
}

describe('social service against the local relay', () => {
  it('follow and unfollow publish kind 3 keeping every other tag and the content', async () => {
    const me = createAuthor()
    await fixture.pool.publish(me.sign({ kind: 3, content: '{"wss://r/":{}}', created_at: 1000, tags: [['p', third], ['t', 'nostr'], ['p', '']] }))
    const social = serviceFor(me)

    await social.follow(other)
    let list = await newest(3, me.pubkey)
    expect(list.tags).toEqual([['p', third], ['t', 'nostr'], ['p', other]])
    expect(list.content).toBe('{"wss://r/":{}}')
    expect(await firstValueFrom(social.isFollowing$(other).pipe(filter(Boolean)))).toBe(true)

    await social.unfollow(third)
    list = await newest(3, me.pubkey)
    expect(list.tags).toEqual([['t', 'nostr'], ['p', other]])
    expect(await firstValueFrom(social.follows$.pipe(filter((pubkeys) => pubkeys.length === 1)))).toEqual([other])
  })

  it('mute removes an existing follow first, then unmute keeps the other mute entries', async () => {
    const me = createAuthor()
    await fixture.pool.publish(me.sign({ kind: 3, created_at: 1000, tags: [['p', other]] }))
    await fixture.pool.publish(me.sign({ kind: 10000, created_at: 1000, tags: [['p', third], ['word', 'spam']] }))
    const social = serviceFor(me)

    await social.mute(other)
    expect((await newest(3, me.pubkey)).tags).toEqual([])
    expect((await newest(10000, me.pubkey)).tags).toEqual([['p', third], ['word', 'spam'], ['p', other]])
    expect(await firstValueFrom(social.isMuted$(other).pipe(filter(Boolean)))).toBe(true)

    await social.unmute(other)
    expect((await newest(10000, me.pubkey)).tags).toEqual([['p', third], ['word', 'spam']])
  })

  it('rejects empty public keys and a missing user with the spec texts', async () => {
    await expect(serviceFor(createAuthor()).mute('  ')).rejects.toThrow(SOCIAL_ERRORS.emptyPubkey)
    await expect(serviceFor(null).follow(other)).rejects.toThrow(SOCIAL_ERRORS.noUser)
    await expect(serviceFor(null).mute(other)).rejects.toThrow(SOCIAL_ERRORS.noUser)
  })

  it('reports when someone follows the signed-in user', async () => {
    const me = createAuthor()
    const fan = createAuthor()
    await fixture.pool.publish(fan.sign({ kind: 3, tags: [['p', me.pubkey]] }))
    const social = serviceFor(me)
    expect(await firstValueFrom(social.followsYou$(fan.pubkey).pipe(filter(Boolean)))).toBe(true)
    expect(await firstValueFrom(social.followsOf$(fan.pubkey).pipe(filter(Boolean)))).toEqual([me.pubkey])
  })

  it('updateProfile keeps unknown fields and removes emptied ones', async () => {
    const me = createAuthor()
    await fixture.pool.publish(me.sign({ kind: 0, created_at: 1000, content: JSON.stringify({ name: 'old', lud06: 'lnurl1x', bot: true, website: 'https://a.b' }) }))
    const social = serviceFor(me)
    expect(await social.ownProfileFields()).toEqual({ name: 'old', lud06: 'lnurl1x', bot: true, website: 'https://a.b' })

    await social.updateProfile({ name: 'new', website: '', about: 'line 1\nline 2' })
    const saved = JSON.parse((await newest(0, me.pubkey)).content)
    expect(saved).toEqual({ name: 'new', lud06: 'lnurl1x', bot: true, about: 'line 1\nline 2' })
  })
})

describe('own follows as seen by followsOf$', () => {
  it('stay undefined until the relays answered, then give the list', async () => {
    const me = createAuthor()
    await fixture.pool.publish(me.sign({ kind: 3, tags: [['p', other]] }))
    const social = serviceFor(me)
    const seen: (string[] | undefined)[] = []
    const subscription = social.followsOf$(me.pubkey).subscribe((list) => seen.push(list))
    await firstValueFrom(social.followsOf$(me.pubkey).pipe(filter(Boolean)))
    subscription.unsubscribe()
    expect(seen[0]).toBeUndefined()
    expect(seen.at(-1)).toEqual([other])
    expect(seen).not.toContainEqual([])
  })
})
