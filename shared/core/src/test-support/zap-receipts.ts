import { createHash, randomBytes } from 'node:crypto'
import bolt11 from 'bolt11'
import type { NostrEvent } from '../nostr-types'
import type { TestAuthor } from './test-relay'

const NODE_KEY = 'e126f68f7eafcc8b74f54d269fe206be715000f94dac067d1c04a8ca3b2db734'
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

/** A signed bolt11 invoice (lnbc) for `millisats`, committing to `description` by its hash. */
export function invoiceFor(millisats: number, description: string): string {
  const encoded = bolt11.encode({
    timestamp: Math.floor(Date.now() / 1000),
    millisatoshis: String(millisats),
    tags: [
      { tagName: 'payment_hash', data: randomBytes(32).toString('hex') },
      { tagName: 'payment_secret', data: randomBytes(32).toString('hex') },
      { tagName: 'purpose_commit_hash', data: sha256(description) },
    ],
  })
  return bolt11.sign(encoded, NODE_KEY).paymentRequest!
}

export interface ZapOptions {
  /** Signs the receipt (the recipient's LNURL server). */
  server: TestAuthor
  zapper: TestAuthor
  recipient: string
  eventId?: string
  millisats: number
  comment?: string
  /** Put an `amount` tag in the zap request (default true); a number overrides its value. */
  amountTag?: boolean | number
  /** Invoice for another amount than the request's (a forged receipt). */
  invoiceMillisats?: number
}

/** The zap request a zapper signs (NIP-57 appendix A). */
export function zapRequestFor(opts: ZapOptions): NostrEvent {
  const amount = opts.amountTag === false ? [] : [['amount', String(typeof opts.amountTag === 'number' ? opts.amountTag : opts.millisats)]]
  const tags = [['relays', 'ws://127.0.0.1:1'], ...amount, ['p', opts.recipient], ...(opts.eventId ? [['e', opts.eventId]] : [])]
  return opts.zapper.sign({ kind: 9734, content: opts.comment ?? '', tags })
}

/** A receipt built as a NIP-57 server builds one: the zap request in `description`, an invoice committing to it. */
export function zapReceiptFor(opts: ZapOptions, request: NostrEvent = zapRequestFor(opts)): NostrEvent {
  const description = JSON.stringify(request)
  const tags = [
    ['p', opts.recipient],
    ...(opts.eventId ? [['e', opts.eventId]] : []),
    ['P', opts.zapper.pubkey],
    ['bolt11', invoiceFor(opts.invoiceMillisats ?? opts.millisats, description)],
    ['description', description],
  ]
  return opts.server.sign({ kind: 9735, tags })
}
