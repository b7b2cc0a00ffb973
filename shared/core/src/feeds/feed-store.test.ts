import { describe, expect, it } from 'vitest'
import { createMemoryStorage, readJson, writeJson } from '../policies/storage'
import { FEED_STORE_KEY } from './feed-constants'
import { defaultFeedStoreState } from './feed-defaults'
import { createFeedStore } from './feed-store'

function store(storage = createMemoryStorage()) {
  let n = 0
  return { storage, feeds: createFeedStore({ storage, newId: () => `new-${++n}`, log: () => {} }) }
}

describe('feed store', () => {
  it('starts with the default feeds, their follow distances and displays', () => {
    const { feeds } = store()
    const state = feeds.get()
    expect(state.enabledFeedIds).toEqual(['for-you', 'latest', 'popular', 'adventure', 'articles', 'media'])
    expect(state.activeFeed).toBe('for-you')
    const distance = (id: string) => state.feedConfigs[id].followDistance
    expect([distance('latest'), distance('articles'), distance('media'), distance('adventure')]).toEqual([1, 2, 1, 5])
    expect(state.feedConfigs.media.displayAs).toBe('grid')
    expect(state.feedConfigs.popular.filter).toBeUndefined()
    expect(state.displayCount).toBe(20)
  })

  it('places a new feed first and makes it active; persists it (version 2)', () => {
    const { feeds, storage } = store()
    const added = feeds.addFeed({ name: 'Friends' })
    expect(feeds.get().enabledFeedIds[0]).toBe(added.id)
    expect(feeds.get().activeFeed).toBe(added.id)
    const reloaded = createFeedStore({ storage })
    expect(reloaded.get().feedConfigs[added.id].name).toBe('Friends')
    expect(readJson(storage, FEED_STORE_KEY)).toMatchObject({ version: 2 })
  })

  it('moves feeds left and right within bounds', () => {
    const { feeds } = store()
    feeds.moveFeed('latest', -1)
    expect(feeds.get().enabledFeedIds.slice(0, 2)).toEqual(['latest', 'for-you'])
    feeds.moveFeed('latest', -1)
    expect(feeds.get().enabledFeedIds[0]).toBe('latest')
    feeds.moveFeed('media', 1)
    expect(feeds.get().enabledFeedIds.at(-1)).toBe('media')
  })

  it('deleting the active feed activates the first remaining; the last feed stays', () => {
    const { feeds } = store()
    feeds.setActive('popular')
    feeds.deleteFeed('popular')
    expect(feeds.get().activeFeed).toBe('for-you')
    expect(feeds.get().feedConfigs.popular).toBeUndefined()
    for (const id of ['for-you', 'latest', 'adventure', 'articles']) feeds.deleteFeed(id)
    expect(feeds.get().enabledFeedIds).toEqual(['media'])
    feeds.deleteFeed('media')
    expect(feeds.get().enabledFeedIds).toEqual(['media'])
  })

  it('clones a feed next to it, and resets to the defaults', () => {
    const { feeds } = store()
    const copy = feeds.cloneFeed('latest')
    expect(feeds.get().enabledFeedIds.slice(1, 3)).toEqual(['latest', copy.id])
    expect(copy).toMatchObject({ name: 'Latest (copy)', followDistance: 1, filter: { kinds: [1], limit: 100 } })
    feeds.resetFeeds()
    expect(feeds.get().enabledFeedIds).toEqual(defaultFeedStoreState().enabledFeedIds)
  })

  it('saves edited configs cleaned: empty filter removed, blank custom name dropped', () => {
    const { feeds } = store()
    feeds.saveFeed({ ...feeds.get().feedConfigs.latest, customName: ' ', filter: { kinds: [] } })
    const saved = feeds.get().feedConfigs.latest
    expect(saved.filter).toBeUndefined()
    expect(saved.customName).toBeUndefined()
    feeds.setDisplayAs('latest', 'grid')
    expect(feeds.get().feedConfigs.latest.displayAs).toBe('grid')
    const signal = feeds.get().refreshSignal
    feeds.refresh()
    expect(feeds.get().refreshSignal).toBe(signal + 1)
  })

  it('migrates a version-1 store: activeHomeTab, tabConfigs, unseen → for-you', () => {
    const storage = createMemoryStorage()
    writeJson(storage, FEED_STORE_KEY, {
      version: 1,
      state: {
        activeHomeTab: 'unseen',
        enabledFeedIds: ['unseen', 'mine', 'latest'],
        tabConfigs: { mine: { name: 'Mine', filter: { kinds: [1], authors: ['b'.repeat(64)] } }, latest: { name: 'Latest', followDistance: 2 } },
      },
    })
    const { feeds } = store(storage)
    const state = feeds.get()
    expect(state.activeFeed).toBe('for-you')
    expect(state.enabledFeedIds).toEqual(['for-you', 'mine', 'latest'])
    expect(state.feedConfigs.mine).toMatchObject({ id: 'mine', name: 'Mine', showRepliedTo: true })
    expect(state.feedConfigs.latest.followDistance).toBe(2)
    expect(readJson(storage, FEED_STORE_KEY)).toMatchObject({ version: 2, state: { activeFeed: 'for-you' } })
  })

  it('falls back to the defaults for unreadable or newer data, and repairs a bad active feed', () => {
    const storage = createMemoryStorage()
    writeJson(storage, FEED_STORE_KEY, { version: 3, state: { activeFeed: 'x' } })
    expect(store(storage).feeds.get().activeFeed).toBe('for-you')
    writeJson(storage, FEED_STORE_KEY, { version: 2, state: { ...defaultFeedStoreState(), activeFeed: 'gone' } })
    expect(store(storage).feeds.get().activeFeed).toBe('for-you')
  })
})
