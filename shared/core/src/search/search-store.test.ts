import { firstValueFrom } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../policies/storage'
import { createSearchStore, MAX_RECENT_SEARCHES, SEARCH_STORAGE_KEY, type RecentSearch } from './search-store'

const person = (n: number): RecentSearch => ({ type: 'person', pubkey: n.toString(16).padStart(64, '0'), name: `P${n}`, nip05: '', picture: '' })

describe('createSearchStore', () => {
  it('keeps the newest 6 recent searches, newest first, each once, across reloads', async () => {
    const storage = createMemoryStorage()
    const store = createSearchStore(storage)
    for (let n = 1; n <= 8; n++) store.addRecent(person(n))
    store.addRecent({ type: 'text', query: 'Coffee' })
    store.addRecent(person(5))
    store.addRecent({ type: 'text', query: 'coffee' })
    const reloaded = createSearchStore(storage)
    const recent = await firstValueFrom(reloaded.recent$)
    expect(recent).toHaveLength(MAX_RECENT_SEARCHES)
    expect(recent.map((entry) => (entry.type === 'text' ? entry.query : entry.name))).toEqual(['coffee', 'P5', 'P8', 'P7', 'P6', 'P4'])
  })

  it('removes one entry or all of them', () => {
    const store = createSearchStore(createMemoryStorage())
    store.addRecent(person(1))
    store.addRecent(person(2))
    store.removeRecent(person(1))
    expect(store.get().recentSearches).toEqual([person(2)])
    store.clearRecent()
    expect(store.get().recentSearches).toEqual([])
  })

  it('persists the show-unknown-users toggle, on by default', () => {
    const storage = createMemoryStorage()
    expect(createSearchStore(storage).get().showEventsByUnknownUsers).toBe(true)
    createSearchStore(storage).setShowUnknownUsers(false)
    expect(createSearchStore(storage).get().showEventsByUnknownUsers).toBe(false)
  })

  it('persists the market display, a list by default', () => {
    const storage = createMemoryStorage()
    expect(createSearchStore(storage).get().marketDisplayAs).toBe('list')
    createSearchStore(storage).setMarketDisplayAs('map')
    expect(createSearchStore(storage).get().marketDisplayAs).toBe('map')
  })

  it('drops malformed stored entries instead of showing them', () => {
    const storage = createMemoryStorage()
    const junk = [{ type: 'person', pubkey: 'nope', name: 'x' }, { type: 'text', query: '  ' }, null, 7, { type: 'text', query: 'ok' }]
    storage.setItem(SEARCH_STORAGE_KEY, JSON.stringify({ state: { recentSearches: junk, showEventsByUnknownUsers: 'yes', marketDisplayAs: 'globe' }, version: 1 }))
    const store = createSearchStore(storage)
    expect(store.get()).toEqual({ recentSearches: [{ type: 'text', query: 'ok' }], showEventsByUnknownUsers: true, marketDisplayAs: 'list' })
    store.addRecent({ type: 'text', query: '   ' } as RecentSearch)
    expect(store.get().recentSearches).toHaveLength(1)
  })
})
