import { firstValueFrom } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { createManualClock } from '../test-support/manual-clock'
import { createPeerLog, type PeerLogLevel } from './peer-log'

describe('peer log', () => {
  it('keeps the last 100 entries at or above the level from settings', async () => {
    let level: PeerLogLevel = 'info'
    const log = createPeerLog(createManualClock(1000), () => level)
    log.debug('hidden at info')
    for (let index = 0; index < 105; index++) log.info(`line ${index}`, 'abcdabcd:123456', 'up')
    const entries = await firstValueFrom(log.entries$)
    expect(entries).toHaveLength(100)
    expect(entries[0]).toEqual({ timestamp: 1000, level: 'info', message: 'line 5', peerId: 'abcdabcd:123456', direction: 'up' })
    level = 'error'
    log.warn('below error')
    log.error('failed to send')
    expect((await firstValueFrom(log.entries$)).at(-1)?.message).toBe('failed to send')
    expect((await firstValueFrom(log.entries$)).some((entry) => entry.message === 'below error')).toBe(false)
  })
})
