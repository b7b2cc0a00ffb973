import { formatBits } from '@app/core';

export { formatBits };

/** '1 bit', '21 bits', '1.5K bits' (spec 2 §9, the core's formatBits). */
export function bitsLabel(amount: number): string {
  return `${formatBits(amount)} ${amount === 1 ? 'bit' : 'bits'}`;
}
