import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { describe, it, vi } from 'vitest'
import { expectCorruptRowCleared, type CorruptCase } from '../test-support/corrupt-rows'
import { ChatDatabase } from './chat-database'

const message = { id: 'm1', sessionId: 's', author: 'a', content: 'hi', createdAt: 1, protocol: 'nip17', reactions: {} }

const CASES: CorruptCase[] = [
  { table: 'messages', good: message, corrupt: { id: 'm2', sessionId: 's', createdAt: 'x' } },
  { table: 'sessions', good: { id: 's', participants: ['a'], lastMessageAt: 0, lastIncomingAt: 0, lastSeen: 0, accepted: true }, corrupt: { id: 's2', participants: 'a', lastMessageAt: 0 } },
  { table: 'seen', good: { id: 'w', outcome: 'stored', createdAt: 1 }, corrupt: { id: 'w2', outcome: 'maybe', createdAt: 1 } },
  { table: 'outgoing', good: { key: 'm:r', messageId: 'm', recipient: 'r', wrap: '{}', relays: [] }, corrupt: { key: 'm:s', messageId: 'm', relays: null } },
  { table: 'pendingReactions', good: { id: 'r', messageId: 'm', author: 'a', content: '+', createdAt: 1 }, corrupt: { id: 'r2', messageId: 'm', author: 1 } },
]

describe('corrupt rows of the chat database', () => {
  it('has a case for every table', ({ expect }) => {
    const db = new ChatDatabase('chat-tables', { indexedDB: new IDBFactory(), IDBKeyRange })
    expect(CASES.map((c) => c.table).sort()).toEqual(db.tables.map((table) => table.name).sort())
  })

  it.each(CASES)('$table: skipped on read and cleared, the good row kept', async (testCase) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const db = new ChatDatabase(`chat-${testCase.table}`, { indexedDB: new IDBFactory(), IDBKeyRange })
    await expectCorruptRowCleared(db, testCase)
    db.close()
    warn.mockRestore()
  })
})
