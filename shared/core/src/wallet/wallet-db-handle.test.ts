import 'fake-indexeddb/auto'
import { firstValueFrom, take, toArray } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../policies/storage'
import { createWalletDbHandle } from './wallet-db-handle'

const databases = async () => (await indexedDB.databases()).map((info) => info.name)

describe('wallet database handle', () => {
  it('answers empty without creating a database until the first write, then live', async () => {
    const name = `handle-${Date.now()}-a`
    const handle = createWalletDbHandle(name, { storage: createMemoryStorage(), defaultMints: ['https://mint.example/'] })
    const mints = handle.live((db) => db.mints.toArray(), [])
    expect(await firstValueFrom(mints)).toEqual([])
    expect(handle.exists()).toBe(false)
    expect(await databases()).not.toContain(name)
    const seen = firstValueFrom(mints.pipe(take(2), toArray()))
    await handle.open()
    expect((await seen)[1]).toEqual([{ url: 'https://mint.example', addedAt: expect.any(Number) }])
    expect(await databases()).toContain(name)
  })

  it('opens a database this browser has at once, with no empty answer first', async () => {
    const name = `handle-${Date.now()}-b`
    const storage = createMemoryStorage()
    const db = await createWalletDbHandle(name, { storage, defaultMints: [] }).open()
    await db.mints.put({ url: 'https://kept.example', addedAt: 1 })
    const again = createWalletDbHandle(name, { storage, defaultMints: [] })
    expect(again.exists()).toBe(true)
    expect(await firstValueFrom(again.live((opened) => opened.mints.toArray(), []))).toEqual([{ url: 'https://kept.example', addedAt: 1 }])
  })
})
