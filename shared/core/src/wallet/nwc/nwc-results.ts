import { NWC_ERRORS, NwcError } from './nwc-errors'
import type { NwcInfo, NwcInvoice, NwcPayment, NwcTransaction } from './nwc-types'

type Fields = Record<string, unknown>

/** get_info result → NwcInfo. */
export function readInfo(result: unknown): NwcInfo {
  const fields = objectOf(result, 'get_info')
  return {
    ...optional('alias', text(fields.alias)),
    ...optional('color', text(fields.color)),
    ...optional('pubkey', text(fields.pubkey)),
    ...optional('network', text(fields.network)),
    ...optional('blockHeight', num(fields.block_height)),
    ...optional('blockHash', text(fields.block_hash)),
    methods: texts(fields.methods) ?? [],
    ...optional('notifications', texts(fields.notifications)),
    ...optional('lud16', text(fields.lud16)),
  }
}

/** Spec 2 §9: the remote balance in msat divided by 1000, in whole sats. */
export function readBalanceSats(result: unknown): number {
  const balance = num(objectOf(result, 'get_balance').balance)
  if (balance === undefined) throw new NwcError(NWC_ERRORS.invalidResponse('get_balance'))
  return Math.floor(balance / 1000)
}

export function readPayment(result: unknown): NwcPayment {
  const fields = objectOf(result, 'pay_invoice')
  const preimage = text(fields.preimage)
  if (preimage === undefined) throw new NwcError(NWC_ERRORS.invalidResponse('pay_invoice'))
  return { preimage, ...optional('feesPaid', num(fields.fees_paid)) }
}

export function readInvoice(result: unknown): NwcInvoice {
  const fields = objectOf(result, 'make_invoice')
  const invoice = text(fields.invoice)
  if (!invoice) throw new NwcError(NWC_ERRORS.invalidResponse('make_invoice'))
  return { invoice, paymentHash: text(fields.payment_hash) ?? '' }
}

export function readTransaction(result: unknown, method = 'lookup_invoice'): NwcTransaction {
  const fields = objectOf(result, method)
  return {
    type: fields.type === 'outgoing' ? 'outgoing' : 'incoming',
    ...optional('state', text(fields.state)),
    ...optional('invoice', text(fields.invoice)),
    ...optional('description', text(fields.description)),
    ...optional('descriptionHash', text(fields.description_hash)),
    ...optional('preimage', text(fields.preimage)),
    paymentHash: text(fields.payment_hash) ?? '',
    amountMsat: num(fields.amount) ?? 0,
    ...optional('feesPaidMsat', num(fields.fees_paid)),
    createdAt: num(fields.created_at) ?? 0,
    ...optional('expiresAt', num(fields.expires_at)),
    ...optional('settledAt', num(fields.settled_at)),
    ...optional('metadata', isObject(fields.metadata) ? fields.metadata : undefined),
  }
}

export function readTransactions(result: unknown): NwcTransaction[] {
  const list = objectOf(result, 'list_transactions').transactions
  if (!Array.isArray(list)) throw new NwcError(NWC_ERRORS.invalidResponse('list_transactions'))
  return list.filter(isObject).map((entry) => readTransaction(entry, 'list_transactions'))
}

function objectOf(result: unknown, method: string): Fields {
  if (!isObject(result)) throw new NwcError(NWC_ERRORS.invalidResponse(method))
  return result
}

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

function texts(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : undefined
}

/** `{ key: value }` when the value is there, `{}` otherwise (keeps optional fields absent rather than undefined). */
function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>)
}
