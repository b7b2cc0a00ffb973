import { firstValueFrom, type Observable } from 'rxjs'
import type { NostrEvent } from '../nostr-types'
import type { EventTemplate } from '../signers/signer-types'
import type { OperationRow } from '../wallet/cashu/wallet-rows'
import type { NutzapInfo } from './nutzap-info'
import { ZapError } from './zap-rules'

export const NUTZAP_ERRORS = {
  noInfo: "This user doesn't accept nutzaps",
  noCommonMint: 'No ecash at a mint this user accepts',
} as const

export interface NutzapDeps {
  /** Unspent sats per mint of the user's ecash wallet, and its locked send. */
  cashu: {
    balances$: Observable<Record<string, number>>
    sendToken(amount: number, opts: { mint: string; lockTo: string }): Promise<OperationRow>
    tokenProofs(token: string): Promise<object[]>
  }
  /** The recipient's kind-10019 nutzap info, or null. */
  info(pubkey: string): Promise<NutzapInfo | null>
  sign(template: EventTemplate): Promise<NostrEvent>
  /** Publishes to the recipient's nutzap relays and the user's own. */
  publish(event: NostrEvent, relays: string[]): Promise<unknown>
  now?: () => number
}

/** The recipient's mint where the wallet holds the most (enough for `bits`), or null. */
function payingMint(balances: Record<string, number>, accepted: string[], bits: number): string | null {
  const candidates = accepted.filter((mint) => (balances[mint] ?? 0) >= bits)
  return candidates.sort((a, b) => (balances[b] ?? 0) - (balances[a] ?? 0))[0] ?? null
}

/**
 * NIP-61: ecash P2PK-locked to the recipient's listed key, from a mint they list, in a kind-9321 event naming the
 * mint (u), the recipient (p) and the zapped event (e, k), sent to their nutzap relays.
 */
export async function sendNutzap(deps: NutzapDeps, target: { pubkey: string; event?: NostrEvent }, bits: number, comment: string): Promise<NostrEvent> {
  const info = await deps.info(target.pubkey)
  if (!info) throw new ZapError(NUTZAP_ERRORS.noInfo)
  const mint = payingMint(await firstValueFrom(deps.cashu.balances$), info.mints, bits)
  if (!mint) throw new ZapError(NUTZAP_ERRORS.noCommonMint)
  const operation = await deps.cashu.sendToken(bits, { mint, lockTo: info.p2pkPubkey })
  const proofs = await deps.cashu.tokenProofs(operation.token!)
  const event = target.event
  const tags = [
    ...proofs.map((proof) => ['proof', JSON.stringify(proof)]),
    ['u', mint],
    ['unit', 'sat'],
    ['p', target.pubkey],
    ...(event ? [['e', event.id], ['k', String(event.kind)]] : []),
  ]
  const nutzap = await deps.sign({ kind: 9321, content: comment, tags, created_at: Math.floor((deps.now ?? Date.now)() / 1000) })
  await deps.publish(nutzap, info.relays)
  return nutzap
}
