export const AMOUNT_ERRORS = {
  invalid: 'Amount must be a valid number',
  notPositive: 'Amount must be greater than 0',
  notWhole: 'Amount must be a whole number of bits',
} as const;

export type ParsedAmount = { amount: number; error?: undefined } | { amount?: undefined; error: string };

/**
 * What the user typed in an amount field, in bits: digits with optional thousands separators (space, comma,
 * underscore), a whole number above 0. A blank field is not an error yet (the button stays disabled).
 */
export function parseAmount(text: string): ParsedAmount | null {
  const compact = text.trim().replace(/[\s,_]/g, '');
  if (compact === '') return null;
  if (!/^-?\d*\.?\d+$/.test(compact)) return { error: AMOUNT_ERRORS.invalid };
  const value = Number(compact);
  if (!Number.isFinite(value)) return { error: AMOUNT_ERRORS.invalid };
  if (value <= 0) return { error: AMOUNT_ERRORS.notPositive };
  if (!Number.isSafeInteger(value)) return { error: AMOUNT_ERRORS.notWhole };
  return { amount: value };
}
