/** Millisats per unit of each BOLT 11 multiplier (no multiplier: whole bitcoin, 10^11 msat). */
const MSAT_PER_UNIT: Record<string, bigint> = { '': 100_000_000_000n, m: 100_000_000n, u: 100_000n, n: 100n }

const HRP = /^ln(?:bcrt|bc|tbs|tb|sb)(\d+)?([munp]?)$/

/** The amount of a BOLT 11 invoice in millisats, from its human-readable part; null when it has none or is malformed. */
export function bolt11AmountMsat(invoice: string): number | null {
  const lower = invoice.trim().toLowerCase().replace(/^lightning:/, '')
  const separator = lower.lastIndexOf('1')
  if (separator < 0) return null
  const match = HRP.exec(lower.slice(0, separator))
  if (!match?.[1]) return null
  const amount = BigInt(match[1])
  if (match[2] === 'p') return amount % 10n === 0n ? Number(amount / 10n) : null
  return Number(amount * MSAT_PER_UNIT[match[2]!]!)
}

/** Spec 2 §3: bits = invoice millisats / 1000 (rounded down); 0 when the invoice has no amount. */
export function bolt11Bits(invoice: string): number {
  return Math.floor((bolt11AmountMsat(invoice) ?? 0) / 1000)
}
