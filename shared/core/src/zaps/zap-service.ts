import { Observable } from 'rxjs'
import type { LnurlService } from '../lnurl/lnurl-service'
import type { LnurlPayInfo } from '../lnurl/pay-info'
import type { FetchLike } from '../names/fetch-json'
import type { NostrEvent } from '../nostr-types'
import { systemClock, type Clock } from '../policies/clock'
import type { RelayPool } from '../relay/pool/pool-types'
import type { EventTemplate } from '../signers/signer-types'
import type { PaymentMetadataRow } from '../wallet/cashu/wallet-rows'
import { fetchZapInvoice } from './lnurl-invoice'
import { zapRequestTemplate } from './zap-request'
import { bitsToMsats, checkSendable, cutComment, RECEIPT_POLL_MS, ZAP_ERRORS, ZapError } from './zap-rules'
import type { ZapVerifier } from './zap-verifier'

/** Who is zapped: a user, or one of their events. */
export interface ZapTarget {
  pubkey: string
  event?: NostrEvent
}

/** A target whose lightning address answered: what the dialog needs before an amount is chosen. */
export interface ZapPlan {
  target: ZapTarget
  address: string
  info: LnurlPayInfo
}

/** A zap request sent and its invoice received. */
export interface ZapInvoice {
  target: ZapTarget
  invoice: string
  bits: number
  comment: string
  request: NostrEvent
}

export interface ZapServiceDeps {
  lnurl: Pick<LnurlService, 'loadPayInfo' | 'lnurlOf'>
  profile(pubkey: string): Promise<{ lud16?: string; lud06?: string } | undefined>
  /** Signs as the signed-in user; rejects when there is none. */
  sign(template: EventTemplate): Promise<NostrEvent>
  /** Where the receipt should go: the zapper's and the recipient's relays. */
  relaysFor(recipient: string): Promise<string[]>
  pay(invoice: string, metadata: Omit<PaymentMetadataRow, 'invoice' | 'timestamp'>): Promise<unknown>
  pool: Pick<RelayPool, 'query'>
  verifyZap: ZapVerifier
  fetch?: FetchLike
  clock?: Clock
}

export interface ZapService {
  /** Resolves the recipient's lightning address (lud16, else lud06) through the LNURL cache; rejects with the spec's text. */
  plan(target: ZapTarget): Promise<ZapPlan>
  /** Checks the amount, signs the NIP-57 zap request and asks the callback for an invoice committing to it. */
  invoice(plan: ZapPlan, bits: number, comment: string): Promise<ZapInvoice>
  /** Pays through the active wallet, recording what the payment was for. */
  pay(zap: ZapInvoice): Promise<void>
  /** The zap's verified receipt (same invoice and amount), asked for every 2.5 s; completes once found. */
  receipt$(zap: ZapInvoice): Observable<NostrEvent>
  /** plan → invoice → pay, for quick zaps and campaigns. */
  zap(target: ZapTarget, bits: number, comment: string): Promise<ZapInvoice>
}

/** NIP-61 nutzaps beside lightning zaps. */
export interface NutzapService {
  /** Whether the user publishes a kind-10019 nutzap info that this wallet can pay (a listed mint with a balance). */
  canNutzap(pubkey: string): Promise<boolean>
  /** Sends a nutzap (ecash locked to their key); the published kind-9321 event. */
  nutzap(target: ZapTarget, bits: number, comment: string): Promise<NostrEvent>
}

const RECEIPT_SLACK_S = 600 // receipts dated a little before the request (clock skew) still match

export function createZapService(deps: ZapServiceDeps): ZapService {
  const clock = deps.clock ?? systemClock
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init))

  async function plan(target: ZapTarget): Promise<ZapPlan> {
    const profile = await deps.profile(target.pubkey)
    const address = profile?.lud16 || profile?.lud06
    if (!address) throw new ZapError(ZAP_ERRORS.noAddress)
    const info = await deps.lnurl.loadPayInfo(address).catch((error: unknown) => {
      throw new ZapError(error instanceof Error && error.message !== 'No zap endpoint found' ? error.message : ZAP_ERRORS.noAddress)
    })
    if (!info.allowsNostr) throw new ZapError(ZAP_ERRORS.noNostr)
    return { target, address, info }
  }

  async function invoice({ target, address, info }: ZapPlan, bits: number, comment: string): Promise<ZapInvoice> {
    checkSendable(bits, info)
    const text = cutComment(comment, info)
    const millisats = bitsToMsats(bits)
    const lnurl = await deps.lnurl.lnurlOf(address)
    const relays = await deps.relaysFor(target.pubkey)
    const createdAt = Math.floor(clock.now() / 1000)
    const template = zapRequestTemplate({ recipient: target.pubkey, event: target.event, millisats, comment: text, relays, lnurl, createdAt })
    const request = await deps.sign(template).catch((error: unknown) => {
      throw new ZapError(error instanceof Error ? error.message : ZAP_ERRORS.noSigner)
    })
    const pr = await fetchZapInvoice(doFetch, info, { millisats, zapRequest: JSON.stringify(request), lnurl })
    return { target, invoice: pr, bits, comment: text, request }
  }

  async function pay(zap: ZapInvoice): Promise<void> {
    await deps.pay(zap.invoice, { type: 'zap', recipient: zap.target.pubkey, eventId: zap.target.event?.id, message: zap.comment })
  }

  function receipt$(zap: ZapInvoice): Observable<NostrEvent> {
    const filter = { kinds: [9735], '#p': [zap.target.pubkey], since: zap.request.created_at - RECEIPT_SLACK_S }
    const matches = async (receipt: NostrEvent) => {
      const read = await deps.verifyZap(receipt)
      return read !== null && read.bolt11 === zap.invoice && read.amount === zap.bits
    }
    return new Observable<NostrEvent>((subscriber) => {
      let timer: unknown = null
      let stopped = false
      const poll = async () => {
        const receipts = await deps.pool.query([filter]).catch(() => [])
        for (const receipt of receipts) {
          if (stopped || !(await matches(receipt))) continue
          subscriber.next(receipt)
          return subscriber.complete()
        }
        if (!stopped) timer = clock.setTimeout(() => void poll(), RECEIPT_POLL_MS)
      }
      void poll()
      return () => {
        stopped = true
        if (timer !== null) clock.clearTimeout(timer)
      }
    })
  }

  return {
    plan,
    invoice,
    pay,
    receipt$,
    async zap(target, bits, comment) {
      const zap = await invoice(await plan(target), bits, comment)
      await pay(zap)
      return zap
    },
  }
}
