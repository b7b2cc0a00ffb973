import { filter, firstValueFrom } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { sessionOf, useRelayPool } from '../test-support/relay-pool-fixture'
import { createAuthor, type TestAuthor } from '../test-support/test-relay'
import { createSocialService } from './social-service'

const fixture = useRelayPool()
const [x, y, z] = ['1', '2', '3'].map((digit) => digit.repeat(64))

/** One tab of the app: its own social service, the same user, the same relays. */
const tab = (me: TestAuthor) => createSocialService({ pool: fixture.pool, session$: sessionOf(me), sign: async (template) => me.sign(template) })
const listed = (tags: string[][]) => tags.filter((tag) => tag[0] === 'p').map((tag) => tag[1]).sort()

describe('two tabs of one user editing the follow list at once', () => {
  it('end with one list holding every edit, on the relay and in both tabs', async () => {
    const me = createAuthor()
    await fixture.pool.publish(me.sign({ kind: 3, created_at: 1000, tags: [['p', z]] }))
    const [first, second] = [tab(me), tab(me)]
    await Promise.all([first.follow(x), second.follow(y), first.unfollow(z)])

    const [newest] = (await fixture.pool.query([{ kinds: [3], authors: [me.pubkey] }])).sort((a, b) => b.created_at - a.created_at)
    expect(listed(newest.tags)).toEqual([x, y])
    const holdsBoth = (list: string[]) => list.length === 2 && list.includes(x) && list.includes(y)
    for (const service of [first, second]) await firstValueFrom(service.follows$.pipe(filter(holdsBoth)))
    first.dispose()
    second.dispose()
  })
})
