import { describe, expect, it } from 'vitest'
import { createAuthor } from '../test-support/test-relay'
import { createGraphEngine } from './graph-engine'

describe('graph engine distances', () => {
  it('never reports users it cannot place: a list from an unconnected user leaves every distance a number', async () => {
    const [root, stranger, friendOfStranger, followed] = [createAuthor(), createAuthor(), createAuthor(), createAuthor()]
    const engine = createGraphEngine(root.pubkey)
    await engine.load(null, root.pubkey)
    await engine.ingest([stranger.sign({ kind: 3, tags: [['p', friendOfStranger.pubkey], ['p', followed.pubkey]] })], [])

    const before = await engine.stats()
    expect(Object.keys(before.sizeByDistance).every((distance) => Number.isInteger(Number(distance)))).toBe(true)
    expect(before.sizeByDistance).toEqual({ 0: 1 })
    expect((await engine.describe([friendOfStranger.pubkey]))[0].distance).toBe(1000)

    await engine.ingest([root.sign({ kind: 3, tags: [['p', followed.pubkey], ['p', stranger.pubkey]] })], [])
    const after = await engine.stats()
    expect(after.sizeByDistance).toEqual({ 0: 1, 1: 2, 2: 1 })
    expect(after.users).toBe(4)
    const distances = (await engine.describe([followed.pubkey, friendOfStranger.pubkey])).map((view) => view.distance)
    expect(distances).toEqual([1, 2])
  })

  it('places a followed user at distance 1 when the root changes to the follower', async () => {
    const [visitorRoot, me, author] = [createAuthor(), createAuthor(), createAuthor()]
    const engine = createGraphEngine(visitorRoot.pubkey)
    await engine.load(null, visitorRoot.pubkey)
    await engine.setRoot(me.pubkey)
    await engine.ingest([me.sign({ kind: 3, tags: [['p', author.pubkey]] })], [me.pubkey])
    expect((await engine.describe([author.pubkey]))[0].distance).toBe(1)
    expect((await engine.stats()).sizeByDistance).toEqual({ 0: 1, 1: 1 })
  })
})
