import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../policies/storage'
import { AppDatabase } from './app-database'
import { SWEEP_INTERVAL_MS, sweepNowAndThen, sweepTables } from './row-sweep'

const good = (n: number) => ({ nip05: `user${n}@x.y`, pubkey: null, updatedAt: n })

describe('the corrupt-row sweep', () => {
  it('clears corrupt rows nothing reads, over several pages, and keeps every good one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const db = new AppDatabase('sweep-pages')
    const rows = [...Array.from({ length: 1200 }, (_, n) => good(n)), { nip05: 'broken@x.y', pubkey: 5 }, { nip05: 7, updatedAt: 'x' }]
    await db.nip05.bulkPut(rows as never[])
    await sweepTables(db, ['nip05'])
    expect(await db.nip05.count()).toBe(1200) // the sweep is done once the rows are gone
    db.close()
    warn.mockRestore()
  })

  it('runs at most once a day per database', async () => {
    const db = new AppDatabase('sweep-daily')
    const storage = createMemoryStorage()
    const swept = Date.now()
    storage.setItem('storage-sweep:sweep-daily', String(swept))
    expect(await sweepNowAndThen(db, ['lnurl'], storage)).toBe(false)
    const nextDay = swept + SWEEP_INTERVAL_MS
    expect(await sweepNowAndThen(db, ['lnurl'], storage, () => nextDay)).toBe(true)
    expect(storage.getItem('storage-sweep:sweep-daily')).toBe(String(nextDay))
    db.close()
  })
})
