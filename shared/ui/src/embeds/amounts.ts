/** Spec 2 §9 amount formatting, the core's (one rule for every area). */
export { formatBits } from '@app/core';

const UNITS: [string, number][] = [
  ['mo', 30 * 86400],
  ['w', 7 * 86400],
  ['d', 86400],
  ['h', 3600],
  ['m', 60],
  ['s', 1],
];

/** Spec 2 expiry label: the largest whole unit of s, m, h, d, w, mo, or 'Expired' when past. */
export function expiryLabel(expiresAtSeconds: number, nowMs: number = Date.now()): string {
  const left = Math.floor(expiresAtSeconds - nowMs / 1000);
  if (left <= 0) return 'Expired';
  const [unit, size] = UNITS.find(([, seconds]) => left >= seconds) ?? UNITS[UNITS.length - 1];
  return `${Math.floor(left / size)}${unit}`;
}
