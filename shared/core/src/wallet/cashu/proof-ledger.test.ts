import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { storageHealth } from '../../db/storage-health'
import { fillUp } from '../../test-support/full-storage'
import { createProofLedger } from './proof-ledger'
import { WalletDatabase } from './wallet-database'
import type { OperationRow, ProofRow } from './wallet-rows'

const MINT = 'https://mint.test'
const proof = (secret: string, amount: number): ProofRow => ({ secret, id: '00ad', amount, C: `C-${secret}`, mint: MINT, state: 'unspent', updatedAt: 1 })
const swap: OperationRow = { id: 'op1', kind: 'receive', mint: MINT, state: 'submitted', amount: 8, createdAt: 1, updatedAt: 1 }

afterEach(() => vi.restoreAllMocks())

describe('the proof ledger when the storage fills up', () => {
  it('keeps every proof the mint gave (in memory for the session) and the wallet says it is not persisted', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const db = new WalletDatabase('wallet-full', { indexedDB: new IDBFactory(), IDBKeyRange })
    const ledger = createProofLedger(db, () => 2)
    await ledger.add([proof('old', 8)])
    fillUp(db)
    await ledger.begin(swap, ['old'])
    await ledger.settle('op1', { spent: ['old'], added: [proof('new-a', 4), proof('new-b', 4)], operation: { state: 'done' } })
    expect((await ledger.allUnspent()).map((row) => [row.secret, row.amount])).toEqual([['new-a', 4], ['new-b', 4]])
    expect((await ledger.operation('op1'))?.state).toBe('done')
    expect(storageHealth.inMemory('wallet-full')).toBe(true)
    db.close()
  })
})
