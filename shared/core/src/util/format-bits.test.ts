import { describe, expect, it } from 'vitest'
import { formatBits } from './format-bits'

describe('formatBits (spec 2 §9)', () => {
  it('writes K above 1000 and M above 1,000,000 with at most 4 significant digits', () => {
    expect([21, 1000, 1001, 21_500, 12_345, 1_000_000, 2_100_000, 123_456_789].map(formatBits)).toEqual(['21', '1000', '1.001K', '21.5K', '12.35K', '1000K', '2.1M', '123.5M'])
  })
})
