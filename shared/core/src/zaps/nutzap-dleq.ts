import { Amount, hasValidDleq, type Keys } from '@cashu/cashu-ts'
import { fetchJson, type FetchLike } from '../names/fetch-json'
import { systemClock, type Clock } from '../policies/clock'
import type { BackupProof } from '../wallet/nip60/nip60-content'

/** One keyset's public keys (NUT-01): the mint's key per amount. */
export interface MintKeyset {
  id: string
  keys: Keys
}

/** The keyset `keysetId` of `mint`, or null when the mint does not know it. */
export type MintKeysetOf = (mint: string, keysetId: string) => Promise<MintKeyset | null>

/** The keyset the mint answers for `keysetId` at GET /v1/keys/{id} (NUT-01), or null when it names another. */
async function fetchKeyset(doFetch: FetchLike, clock: Clock, mint: string, keysetId: string): Promise<MintKeyset | null> {
  const body = (await fetchJson(doFetch, `${mint}/v1/keys/${encodeURIComponent(keysetId)}`, { headers: { accept: 'application/json' } }, clock)) as {
    keysets?: Array<{ id?: unknown; keys?: unknown }>
  }
  const keyset = body.keysets?.find((entry) => entry.id === keysetId)
  return keyset && typeof keyset.keys === 'object' && keyset.keys ? { id: keysetId, keys: keyset.keys as Keys } : null
}

/** Mint keysets fetched once per mint and keyset (a failed fetch is asked again next time). */
export function createMintKeysets(doFetch: FetchLike = (input, init) => globalThis.fetch(input, init), clock: Clock = systemClock): MintKeysetOf {
  const keysets = new Map<string, Promise<MintKeyset | null>>()
  return (mint, keysetId) => {
    const key = `${mint} ${keysetId}`
    let keyset = keysets.get(key)
    if (!keyset) {
      keyset = fetchKeyset(doFetch, clock, mint, keysetId)
      keyset.catch(() => keysets.delete(key))
      keysets.set(key, keyset)
    }
    return keyset
  }
}

/** NUT-12: the proof carries a DLEQ (with its blinding factor r) that its mint's key for the amount signed it. */
function proofHasValidDleq(proof: BackupProof, keyset: MintKeyset): boolean {
  try {
    return hasValidDleq({ ...proof, amount: Amount.from(proof.amount) }, keyset, { require: true })
  } catch {
    return false // no key for that amount
  }
}

/**
 * NIP-61 'clients SHOULD check DLEQ': every proof of a nutzap proves, offline, that `mint` signed it. Made-up proofs
 * fail; rejects only when the mint's keys could not be fetched (then the nutzap is asked about again later).
 */
export async function nutzapProofsSigned(mint: string, proofs: readonly BackupProof[], keysetOf: MintKeysetOf): Promise<boolean> {
  for (const proof of proofs) {
    const keyset = await keysetOf(mint, proof.id)
    if (!keyset || !proofHasValidDleq(proof, keyset)) return false
  }
  return proofs.length > 0
}
