import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDatabase } from '../db/app-database'
import { createDatabaseHandle, type DatabaseHandle } from '../db/database-handle'
import type { Profile } from '../profiles/profile'
import { createProfileStore } from '../profiles/profile-store'
import { createManualClock } from '../test-support/manual-clock'
import { fromCompactProfile, toCompactProfile } from './compact-profile'
import { PROFILE_CACHE_KEY, createProfileCache } from './profile-cache'
import fallbackRows from './profile-fallback-data'

const cleanup: Array<() => void> = []
afterEach(() => {
  cleanup.splice(0).forEach((dispose) => dispose())
  vi.restoreAllMocks()
})
let counter = 0
function database(): DatabaseHandle {
  const handle = createDatabaseHandle(async () => createDatabase(`profile-cache-${++counter}-${Date.now()}`))
  cleanup.push(() => handle.close())
  return handle
}

const key = (index: number) => index.toString(16).padStart(64, '0')
const named = (index: number, extra: Partial<Profile> = {}): Profile => ({ pubkey: key(index), name: `user${index}`, created_at: 1, ...extra })
const savedRows = (db: DatabaseHandle) => db.use((d) => d.cacheData.get(PROFILE_CACHE_KEY), undefined).then((row) => row?.value)

describe('compact profile rows', () => {
  it('keeps [pubkey, name, short nip05, picture without https://], cut to 50 and 500 characters', () => {
    const row = toCompactProfile(named(1, { name: ` ${'n'.repeat(60)} `, nip05: 'carol@example.com', picture: `https://x.example/${'p'.repeat(600)}` }))
    expect(row?.[0]).toBe(key(1))
    expect(row?.[1]).toBe('n'.repeat(50))
    expect(row?.[2]).toBe('carol')
    expect(row?.[3]).toHaveLength(500)
    expect(row?.[3].startsWith('x.example/')).toBe(true)
  })

  it('drops the nip05 name when the name already contains it, and profiles without a name', () => {
    expect(toCompactProfile(named(1, { name: 'Carol Smith', nip05: 'carol@example.com' }))?.[2]).toBe('')
    expect(toCompactProfile(named(1, { nip05: '_@carol.dev' }))?.[2]).toBe('carol.dev')
    expect(toCompactProfile({ pubkey: key(1), picture: 'https://x/a.png' })).toBeUndefined()
    expect(toCompactProfile({ pubkey: key(1), display_name: 'Only Display' })?.[1]).toBe('Only Display')
  })

  it('restores https:// on pictures and leaves other schemes alone', () => {
    expect(fromCompactProfile([key(1), 'a', '', 'x.example/a.png']).picture).toBe('https://x.example/a.png')
    expect(fromCompactProfile([key(1), 'a', '', 'http://127.0.0.1/a.svg']).picture).toBe('http://127.0.0.1/a.svg')
    expect(fromCompactProfile([key(1), 'a', '', ''])).toEqual({ pubkey: key(1), name: 'a', created_at: 0 })
  })
})

describe('profile cache', () => {
  it('saves 5 s after the last change, and only with at least 10 profiles', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const clock = createManualClock()
    const db = database()
    const cache = createProfileCache({ db, clock, fallback: async () => [] })
    await cache.load()
    for (let index = 0; index < 9; index++) cache.add(named(index))
    clock.advance(5000)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(warn).toHaveBeenCalledWith('Profile cache not saved: 9 profiles, at least 10 needed')
    expect(await savedRows(db)).toBeUndefined()

    cache.add(named(9))
    clock.advance(4999)
    cache.add({ pubkey: key(10), created_at: 1 }) // no name: not cached, no new save scheduled
    expect(await savedRows(db)).toBeUndefined()
    clock.advance(1)
    await expect.poll(() => savedRows(db)).toHaveLength(10)
  })

  it('reads saved rows on a later start, newest additions kept over the cap', async () => {
    const db = database()
    const first = createProfileCache({ db, fallback: async () => [], maxEntries: 12 })
    await first.load()
    for (let index = 0; index < 14; index++) first.add(named(index, { nip05: `nick${index}@x.example` }))
    await first.save()

    const second = createProfileCache({ db, fallback: async () => [['f'.repeat(64), 'fallback', '', '']] })
    await second.load()
    expect(second.profiles()).toHaveLength(12)
    expect(second.get(key(0))).toBeUndefined()
    expect(second.get(key(13))).toEqual({ pubkey: key(13), name: 'user13', created_at: 0 })
    expect(second.nip05Of(key(13))).toBe('nick13')
    expect(second.get('f'.repeat(64))).toBeUndefined()
  })

  it('falls back to the bundled profiles from the demo fixture when nothing is saved', async () => {
    const cache = createProfileCache({ db: database() })
    await cache.load()
    expect(cache.profiles().length).toBe(fallbackRows.length)
    expect(fallbackRows.length).toBeGreaterThanOrEqual(10)
    expect(cache.get('16ee0910c0da42b72a0b9d478d3270be41cf16309f149a57ed802d3970812bae')).toMatchObject({ name: 'alice' })
  })

  it('lets the profile store answer get and search from the cache at start', async () => {
    const db = database()
    const seed = createProfileCache({ db, fallback: async () => [] })
    await seed.load()
    for (let index = 0; index < 10; index++) seed.add(named(index))
    seed.add(named(42, { name: 'Zoe', nip05: 'zebra@example.com', picture: 'https://pics.example/z.png' }))
    await seed.save()

    const offline = { query: async () => [] }
    const store = createProfileStore({ pool: offline, cache: createProfileCache({ db }) })
    cleanup.push(() => store.dispose())
    await store.cacheLoaded
    expect(store.get(key(42))).toMatchObject({ name: 'Zoe', picture: 'https://pics.example/z.png' })
    expect((await store.search('zeb')).map((profile) => profile.name)).toEqual(['Zoe'])
    expect((await store.search('user1')).map((profile) => profile.name)).toEqual(['user1'])
  })
})
