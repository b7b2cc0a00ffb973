import { describe, expect, it, vi } from 'vitest'
import { createStorageHealth, type StorageStatus } from './storage-health'

describe('storage health', () => {
  it('starts persistent, lists stores kept in memory, and lets unavailable win over quota', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const health = createStorageHealth()
    const seen: StorageStatus[] = []
    health.status$.subscribe((status) => seen.push(status))
    health.report('wallet-a', 'quota')
    health.report('wallet-a', 'quota')
    health.report('nostr-client', 'unavailable')
    health.report('chat-a', 'quota')
    expect(seen).toEqual([
      { persistent: true, inMemory: [] },
      { persistent: false, problem: 'quota', inMemory: ['wallet-a'] },
      { persistent: false, problem: 'unavailable', inMemory: ['wallet-a', 'nostr-client'] },
      { persistent: false, problem: 'unavailable', inMemory: ['wallet-a', 'nostr-client', 'chat-a'] },
    ])
    expect(health.inMemory('chat-a')).toBe(true)
    expect(warn).toHaveBeenCalledTimes(3)
    warn.mockRestore()
  })
})
