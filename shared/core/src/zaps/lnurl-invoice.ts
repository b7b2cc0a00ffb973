import { readInvoice } from '../actions/bolt11'
import type { LnurlPayInfo } from '../lnurl/pay-info'
import type { FetchLike } from '../names/fetch-json'
import { sha256Hex } from '../util/sha256-hex'
import { ZAP_ERRORS, ZapError } from './zap-rules'

/** What a LUD-06 callback call carries. */
export interface InvoiceCall {
  millisats: number
  /** The signed zap request (JSON), for a NIP-57 zap; the invoice must commit to it. */
  zapRequest?: string
  /** LUD-12 comment, for a plain (non-nostr) payment. */
  comment?: string
  /** The recipient's lnurl (bech32), sent along as NIP-57 suggests. */
  lnurl?: string
}

/** https everywhere; http only on this machine (development and tests), as for the address itself. */
function callbackUrl(callback: string): URL {
  const url = new URL(callback)
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1'
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) throw new ZapError(ZAP_ERRORS.serverError)
  return url
}

/** Spec 2 §7: GET {callback}?amount=…[&nostr=…|&comment=…] → the invoice, checked before it is shown or paid. */
export async function fetchZapInvoice(doFetch: FetchLike, info: LnurlPayInfo, call: InvoiceCall): Promise<string> {
  const url = callbackUrl(info.callback)
  url.searchParams.set('amount', String(call.millisats))
  if (call.zapRequest) url.searchParams.set('nostr', call.zapRequest)
  else if (call.comment) url.searchParams.set('comment', call.comment)
  if (call.lnurl) url.searchParams.set('lnurl', call.lnurl)
  const response = await doFetch(url.href, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new ZapError(ZAP_ERRORS.invoiceStatus(response.status))
  const body = (await response.json().catch(() => null)) as { pr?: unknown; status?: unknown; reason?: unknown } | null
  if (body?.status === 'ERROR') throw new ZapError(typeof body.reason === 'string' && body.reason ? body.reason : ZAP_ERRORS.serverError)
  if (typeof body?.pr !== 'string' || !body.pr) throw new ZapError(ZAP_ERRORS.noInvoice)
  await checkInvoice(body.pr, call.millisats, call.zapRequest ?? info.metadata)
  return body.pr
}

/** LUD-06 / NIP-57: the invoice is for the amount asked and commits to the zap request (or the metadata). */
async function checkInvoice(invoice: string, millisats: number, committed: string): Promise<void> {
  const read = readInvoice(invoice)
  if (!read || read.millisats !== millisats) throw new ZapError(`${ZAP_ERRORS.serverError}: the invoice is not for ${millisats / 1000} bits`)
  if (read.descriptionHash !== (await sha256Hex(committed))) throw new ZapError(`${ZAP_ERRORS.serverError}: the invoice does not commit to the request`)
}
