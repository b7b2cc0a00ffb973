import type { ProofRow } from '../cashu/wallet-rows'

/** A proof as NIP-60 token events carry it (the default cashu format). */
export type BackupProof = Pick<ProofRow, 'id' | 'amount' | 'secret' | 'C' | 'dleq' | 'witness'>

/** The decrypted content of a kind-7375 token event. */
export interface TokenContent {
  mint: string
  unit: string
  proofs: BackupProof[]
  del: string[]
}

/** The decrypted content of the kind-17375 wallet event. */
export interface WalletContent {
  privkey: string | null
  mints: string[]
}

export const walletContent = (privkey: string, mints: string[]) => JSON.stringify([['privkey', privkey], ...mints.map((mint) => ['mint', mint])])

export function readWalletContent(json: string): WalletContent {
  const tags = JSON.parse(json) as unknown
  if (!Array.isArray(tags)) throw new Error('Wallet event content is not a tag list')
  const values = (name: string) => tags.filter((tag): tag is string[] => Array.isArray(tag) && tag[0] === name && typeof tag[1] === 'string').map((tag) => tag[1])
  const privkey = values('privkey').find((key) => /^[0-9a-f]{64}$/i.test(key)) ?? null
  return { privkey: privkey?.toLowerCase() ?? null, mints: [...new Set(values('mint'))] }
}

export const tokenContent = (mint: string, proofs: BackupProof[], del: string[]) => JSON.stringify({ mint, unit: 'sat', proofs: proofs.map(plainProof), ...(del.length ? { del } : {}) })

const plainProof = ({ id, amount, secret, C, dleq, witness }: BackupProof) => ({ id, amount, secret, C, ...(dleq ? { dleq } : {}), ...(witness ? { witness } : {}) })

/** Well-formed proofs only: a hand-edited or foreign event cannot put garbage in the wallet. */
export function readTokenContent(json: string): TokenContent {
  const value = JSON.parse(json) as Record<string, unknown>
  if (!value || typeof value !== 'object' || typeof value.mint !== 'string') throw new Error('Token event content has no mint')
  const proofs = (Array.isArray(value.proofs) ? value.proofs : []).filter(isProof)
  const del = (Array.isArray(value.del) ? value.del : []).filter((id): id is string => typeof id === 'string')
  return { mint: value.mint, unit: typeof value.unit === 'string' ? value.unit : 'sat', proofs, del }
}

function isProof(value: unknown): value is BackupProof {
  const proof = value as Record<string, unknown> | null
  return Boolean(proof) && typeof proof!.id === 'string' && typeof proof!.secret === 'string' && typeof proof!.C === 'string' && Number.isSafeInteger(proof!.amount) && (proof!.amount as number) > 0
}

/** The encrypted tags of a kind-7376 history event. */
export function historyContent(direction: 'in' | 'out', amount: number, created: string[], destroyed: string[]): string {
  return JSON.stringify([
    ['direction', direction],
    ['amount', String(amount)],
    ['unit', 'sat'],
    ...destroyed.map((id) => ['e', id, '', 'destroyed']),
    ...created.map((id) => ['e', id, '', 'created']),
  ])
}
