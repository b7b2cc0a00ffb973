import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { createManualClock } from '../test-support/manual-clock'
import { createDatabase } from './app-database'
import { createDatabaseHandle } from './database-handle'
import { createWriteBuffer } from './write-buffer'

const handle = () => createDatabaseHandle(async () => createDatabase(`buffer-${Date.now()}-${Math.random()}`))

describe('write buffer', () => {
  it('writes nothing before the 10 s flush, then trims tables to their caps, oldest first', async () => {
    const clock = createManualClock()
    const db = handle()
    const buffer = createWriteBuffer(db, { clock, caps: { cacheData: 2 }, page: new EventTarget() })
    for (const updatedAt of [3, 1, 4, 2]) buffer.put('cacheData', { key: `k${updatedAt}`, value: updatedAt, updatedAt })
    expect(buffer.pending('cacheData')).toHaveLength(4)
    expect(await db.use((d) => d.cacheData.count(), -1)).toBe(0)
    expect(clock.pendingDelays()).toEqual([10_000])
    clock.advance(10_000)
    await buffer.flush()
    expect((await db.use((d) => d.cacheData.toArray(), [])).map((row) => row.key).sort()).toEqual(['k3', 'k4'])
    await buffer.dispose()
    db.close()
  })

  it('writes what is left on dispose', async () => {
    const db = handle()
    const buffer = createWriteBuffer(db, { page: new EventTarget() })
    buffer.put('relayStatus', { url: 'wss://a/', lastConnectedAt: 1 })
    await buffer.dispose()
    expect(await db.use((d) => d.relayStatus.get('wss://a/'), undefined)).toEqual({ url: 'wss://a/', lastConnectedAt: 1 })
    db.close()
  })
})
