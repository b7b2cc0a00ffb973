import type { NostrEvent } from '../nostr-types'
import type { Verifier } from '../policies/verifier'
import { readZapReceipt, type ZapReceipt } from './zap-receipt'
import { zapReceiptProblem } from './zap-receipt-check'
import { readNutzap } from '../wallet/nip60/nutzap-rules'
import type { NutzapInfo } from './nutzap-info'

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
  capacity?: number
}

/** NIP-57 appendix F as a policy, verdicts cached per receipt id; a forged receipt counts for nothing. */
export function createZapVerifier(deps: ZapVerifierDeps): ZapVerifier {
  const capacity = deps.capacity ?? ZAP_VERDICT_ENTRIES
  const verdicts = new Map<string, Promise<ZapReceipt | null>>()

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
