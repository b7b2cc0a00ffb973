import 'fake-indexeddb/auto'
import { describe, it, vi } from 'vitest'
import { expectCorruptRowCleared, type CorruptCase } from '../test-support/corrupt-rows'
import { AppDatabase, TABLE_NAMES } from './app-database'

const event = { id: 'e1', pubkey: 'a'.repeat(64), sig: 'f'.repeat(128), kind: 1, created_at: 1, content: 'hi', tags: [['t', 'x']] }

const CASES: CorruptCase[] = [
  { table: 'profiles', good: { pubkey: 'a'.repeat(64), name: 'alice', created_at: 1 }, corrupt: { pubkey: 'b'.repeat(64), name: 42, created_at: 'yesterday' } },
  { table: 'events', good: event, corrupt: { id: 'e2', pubkey: 7, kind: 'note', tags: 'none' } },
  { table: 'eventTags', good: { eventId: 'e1', name: 't', value: 'x' }, corrupt: { eventId: 'e1', name: 't', value: 5 } },
  { table: 'nip05', good: { nip05: 'a@b.c', pubkey: null, updatedAt: 1 }, corrupt: { nip05: 'c@d.e', pubkey: 5, updatedAt: 'x' } },
  { table: 'lnurl', good: { address: 'a@b.c', data: {}, updatedAt: 1 }, corrupt: { address: 'c@d.e' } },
  { table: 'relayStatus', good: { url: 'wss://a/' }, corrupt: { url: 'wss://b/', lastConnectedAt: 'never' } },
  { table: 'unpublishedEvents', good: { id: 'e1', event, relays: ['wss://a/'], createdAt: 1 }, corrupt: { id: 'e2', event: 'broken', relays: 'wss://a/', createdAt: 1 } },
  { table: 'eventRelays', good: { eventId: 'e1', relay: 'wss://a/' }, corrupt: { eventId: 'e2', relay: 3 } },
  { table: 'decryptedEvents', good: { id: 'd1', content: 'hi' }, corrupt: { id: 'd2', content: {} } },
  { table: 'cacheData', good: { key: 'k', value: 1, updatedAt: 1 }, corrupt: { key: 'j', updatedAt: 'now' } },
]

describe('corrupt rows of the app database', () => {
  it('has a case for every table', ({ expect }) => {
    expect(CASES.map((c) => c.table).sort()).toEqual([...TABLE_NAMES].sort())
  })

  it.each(CASES)('$table: skipped on read and cleared, the good row kept', async (testCase) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const db = new AppDatabase(`corrupt-${testCase.table}`)
    await expectCorruptRowCleared(db, testCase)
    db.close()
    warn.mockRestore()
  })
})
