import { describe, expect, it } from 'vitest';
import { ZapError } from '@app/core/wallet';
import { zapErrorText } from './zap-error-text';

describe('zapErrorText (spec 2 §8)', () => {
  it('shows stated reasons as they stand', () => {
    expect(zapErrorText(new ZapError('Amount 9 is below minimum 10 bits'))).toBe('Amount 9 is below minimum 10 bits');
    expect(zapErrorText(new Error('Failed to fetch invoice: 503'))).toBe('Failed to fetch invoice: 503');
    expect(zapErrorText('Route not found')).toBe('Route not found');
  });

  it("says 'Failed to process zap. Please try again.' for anything unexpected", () => {
    const failed = 'Failed to process zap. Please try again.';
    expect(zapErrorText(new TypeError('Failed to fetch'))).toBe(failed);
    expect(zapErrorText(new TypeError("Cannot read properties of undefined (reading 'pr')"))).toBe(failed);
    expect(zapErrorText(new SyntaxError('Unexpected token < in JSON'))).toBe(failed);
    expect(zapErrorText(new DOMException('The operation was aborted.', 'AbortError'))).toBe(failed);
    expect(zapErrorText(new Error(''))).toBe(failed);
    expect(zapErrorText(undefined)).toBe(failed);
    expect(zapErrorText({ message: 'not an error' })).toBe(failed);
  });
});
