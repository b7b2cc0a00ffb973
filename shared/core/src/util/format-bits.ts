/** Spec 2 §9 amount formatting: K above 1000, M above 1,000,000, at most 4 significant digits (1 bit = 1 sat). */
export function formatBits(amount: number): string {
  const compact = (value: number, suffix: string) => `${Number(value.toPrecision(4))}${suffix}`
  if (amount > 1_000_000) return compact(amount / 1_000_000, 'M')
  if (amount > 1000) return compact(amount / 1000, 'K')
  return String(amount)
}
