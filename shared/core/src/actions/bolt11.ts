import { decode } from 'light-bolt11-decoder'

/** What a BOLT 11 invoice says, as an invoice card shows it. */
export interface InvoiceInfo {
  /** Bits (millisats / 1000, rounded down); null for an any-amount invoice. */
  amount: number | null
  /** The exact amount in millisats; null for an any-amount invoice. */
  millisats: number | null
  description: string
  /** The `h` field (hex sha256 of the description the invoice commits to), when present. */
  descriptionHash?: string
  /** Unix seconds. */
  expiresAt: number | null
}

/** BOLT 11: an invoice without an expiry field expires after an hour. */
const DEFAULT_EXPIRY_S = 3600

/** Decodes a BOLT 11 invoice (light-bolt11-decoder; a `lightning:` prefix allowed), or null when it is not one. */
export function readInvoice(invoice: string): InvoiceInfo | null {
  try {
    const sections = decode(invoice.trim().replace(/^lightning:/i, '')).sections
    const value = (name: string) => {
      const section = sections.find((part) => part.name === name)
      return section && 'value' in section ? section.value : undefined
    }
    const millisats = Number(value('amount'))
    const timestamp = Number(value('timestamp'))
    const expiry = Number(value('expiry') ?? DEFAULT_EXPIRY_S)
    const description = value('description')
    const hasAmount = Number.isFinite(millisats) && millisats > 0
    const descriptionHash = value('description_hash')
    return {
      amount: hasAmount ? Math.floor(millisats / 1000) : null,
      millisats: hasAmount ? millisats : null,
      description: typeof description === 'string' ? description : '',
      ...(typeof descriptionHash === 'string' ? { descriptionHash } : {}),
      expiresAt: Number.isFinite(timestamp) && Number.isFinite(expiry) ? timestamp + expiry : null,
    }
  } catch {
    return null
  }
}

/** Spec 2 §3: bits = invoice millisats / 1000 (rounded down); 0 when the invoice has no amount or is no invoice. */
export function bolt11Bits(invoice: string): number {
  return readInvoice(invoice)?.amount ?? 0
}
