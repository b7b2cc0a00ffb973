import type { NostrEvent } from '../nostr-types'
import type { Verifier } from '../policies/verifier'
import { readZapReceipt, type ZapReceipt } from './zap-receipt'
import { zapReceiptProblem } from './zap-receipt-check'
import { readNutzap, type Nutzap } from '../wallet/nip60/nutzap-rules'
import type { NutzapInfo } from './nutzap-info'
import type { MintKeysetOf } from './nutzap-dleq'
import type { FetchLike } from '../names/fetch-json'
import type { Clock } from '../policies/clock'

/** Receipts remembered with their verdict (each is checked once). */
export const ZAP_VERDICT_ENTRIES = 2000

/**
 * The receipt as the app's one parser reads it when it counts, null when it does not: every zap count, card and
 * notification asks this before showing one (and so parses receipts only here, outside the first-load code).
 */
export type ZapVerifier = (receipt: NostrEvent) => Promise<ZapReceipt | null>

export interface ZapVerifierDeps {
  /** The `nostrPubkey` of the user's LNURL pay endpoint (lud16, else lud06); null when they have none. */
  lnurlPubkeyOf(pubkey: string): Promise<string | null | undefined>
  /** Checks the embedded zap request's id and signature. */
  verifyEvent: Verifier
  /** The recipient's kind-10019 nutzap info (NIP-61), for nutzaps (kind 9321); without it no nutzap counts. */
  nutzapInfoOf?(pubkey: string): Promise<NutzapInfo | null>
  /** The mints' keysets, for the nutzaps' DLEQ proofs (default: fetched from the mint and cached, on the first nutzap). */
  mintKeysetOf?: MintKeysetOf
  /** How the default keyset cache reaches the mints (the core's injected fetch and clock). */
  fetch?: FetchLike
  clock?: Clock
  capacity?: number
}

/** NIP-57 appendix F as a policy, verdicts cached per receipt id; a forged receipt counts for nothing. */
export function createZapVerifier(deps: ZapVerifierDeps): ZapVerifier {
  const capacity = deps.capacity ?? ZAP_VERDICT_ENTRIES
  const verdicts = new Map<string, Promise<ZapReceipt | null>>()
  let keysetOf = deps.mintKeysetOf

  /** NIP-61 / NUT-12: the mint signed every proof (DLEQ); loads the check and the keyset cache with the first nutzap. */
  async function signedByMint(nutzap: Nutzap): Promise<boolean> {
    const { createMintKeysets, nutzapProofsSigned } = await import('./nutzap-dleq')
    keysetOf ??= createMintKeysets(deps.fetch, deps.clock)
    return nutzapProofsSigned(nutzap.mint, nutzap.proofs, keysetOf).catch(() => false)
  }

  /** Spec 3 §5 nutzap rules, on the recipient's listed mints and key: read as a zap of its proofs' sum. */
  async function checkNutzap(event: NostrEvent, recipient: string | undefined): Promise<ZapReceipt | null> {
    const info = recipient ? await deps.nutzapInfoOf?.(recipient).catch(() => null) : null
    if (!info) return null
    const read = readNutzap(event, { pubkey: recipient!, mints: info.mints, p2pkPubkey: info.p2pkPubkey })
    if ('problem' in read) {
      console.debug('Nutzap not counted', event.id, read.problem)
      return null
    }
    const { nutzap } = read
    if (!(await signedByMint(nutzap))) {
      console.debug('Nutzap not counted', event.id, 'a proof without a valid DLEQ')
      return null
    }
    return { amount: nutzap.amount, zapper: nutzap.sender, comment: nutzap.comment, recipient, request: null, ...(nutzap.eventId ? { eventId: nutzap.eventId } : {}) }
  }

  async function check(receipt: NostrEvent): Promise<ZapReceipt | null> {
    const recipient = receipt.tags.find((tag) => tag[0] === 'p')?.[1]
    if (receipt.kind === 9321) {
      const nutzap = await checkNutzap(receipt, recipient)
      if (!nutzap) verdicts.delete(receipt.id) // the recipient's 10019 may arrive later
      return nutzap
    }
    const lnurlPubkey = recipient ? await deps.lnurlPubkeyOf(recipient).catch(() => null) : null
    if (!lnurlPubkey) verdicts.delete(receipt.id) // the endpoint may answer later: ask again next time
    const problem = await zapReceiptProblem(receipt, lnurlPubkey, deps.verifyEvent)
    if (problem) console.debug('Zap receipt not counted', receipt.id, problem)
    return problem === null ? readZapReceipt(receipt) : null
  }

  return (receipt) => {
    let verdict = verdicts.get(receipt.id)
    if (!verdict) {
      verdict = check(receipt)
      if (verdicts.size >= capacity) verdicts.delete(verdicts.keys().next().value!)
      verdicts.set(receipt.id, verdict)
    }
    return verdict
  }
}
