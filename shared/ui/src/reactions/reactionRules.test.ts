import { describe, expect, it } from 'vitest';
import { zappersByAmount } from './reactionRules';

const zap = (pubkey: string, amount: number) => ({ id: `${pubkey}${amount}`, pubkey, amount, comment: '', created_at: 1 });

describe('zappersByAmount', () => {
  it("sums each person's zaps and sorts largest first, ties in the order of their first zap", () => {
    expect(zappersByAmount([zap('a', 21), zap('b', 100), zap('a', 100), zap('c', 100)])).toEqual([
      { pubkey: 'a', amount: 121 },
      { pubkey: 'b', amount: 100 },
      { pubkey: 'c', amount: 100 },
    ]);
    expect(zappersByAmount([])).toEqual([]);
  });
});
