import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { describe, it, vi } from 'vitest'
import { expectCorruptRowCleared, type CorruptCase } from '../../test-support/corrupt-rows'
import { WalletDatabase } from './wallet-database'

const proof = { secret: 's1', id: 'k', amount: 1, C: 'c', mint: 'https://m', state: 'unspent', updatedAt: 1 }
const operation = { id: 'o1', kind: 'send', mint: 'https://m', state: 'done', amount: 1, createdAt: 1, updatedAt: 1 }

const CASES: CorruptCase[] = [
  { table: 'proofs', good: proof, corrupt: { secret: 's2', amount: 'lots', mint: 'https://m', state: 'unspent' } },
  { table: 'operations', good: operation, corrupt: { id: 'o2', kind: 'gift', state: 'done' } },
  { table: 'mints', good: { url: 'https://m', addedAt: 1 }, corrupt: { url: 'https://n', addedAt: 'today' } },
  { table: 'payments', good: { invoice: 'lnbc1', type: 'zap', timestamp: 1 }, corrupt: { invoice: 'lnbc2', type: 1 } },
  { table: 'backups', good: { mint: 'https://m', eventIds: [], secrets: [], amount: 0 }, corrupt: { mint: 'https://n', eventIds: 'e' } },
  { table: 'settings', good: { key: 'p2pk', value: 'x' }, corrupt: { key: 'mints', value: ['a'] } },
  { table: 'nutzaps', good: { id: 'n', sender: 'a', amount: 1, mint: 'm', comment: '', createdAt: 1, state: 'redeemed' }, corrupt: { id: 'n2', sender: 'a', state: 'lost' } },
]

/** Rows broken elsewhere that still hold money (a spendable proof, blinded outputs to restore): hidden, never deleted. */
const KEPT: CorruptCase[] = [
  { ...CASES[0], kept: { secret: 's3', id: 'k', amount: 2, C: 'c', state: 'lost' } },
  { ...CASES[1], kept: { id: 'o3', kind: '?', outputs: [{ role: 'keep', data: {} }] } },
]

const walletDatabase = (name: string) => new WalletDatabase(name, { indexedDB: new IDBFactory(), IDBKeyRange })

describe('corrupt rows of the wallet database', () => {
  it('has a case for every table', ({ expect }) => {
    expect(CASES.map((c) => c.table).sort()).toEqual(walletDatabase('wallet-tables').tables.map((table) => table.name).sort())
  })

  it.each(CASES)('$table: skipped on read and cleared, the good row kept', (testCase) => check(testCase))
  it.each(KEPT)('$table: a corrupt row still worth money is hidden but kept', (testCase) => check(testCase))
})

async function check(testCase: CorruptCase) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const db = walletDatabase(`wallet-${testCase.table}-${testCase.kept ? 'kept' : 'cleared'}`)
  await expectCorruptRowCleared(db, testCase)
  db.close()
  warn.mockRestore()
}
