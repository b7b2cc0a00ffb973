import { describe, expect, it } from 'vitest';
import { relayTone } from './RelayStatusDot';

describe('relayTone', () => {
  it.each([
    ['connected', false, 'success'],
    ['authenticated', false, 'success'],
    ['connecting', false, 'warning'],
    ['reconnecting', false, 'warning'],
    ['flapping', false, 'warning'],
    ['disconnected', false, 'warning'],
    ['connected', true, 'error'],
    ['disabled', false, 'error'],
  ])('%s (disabled: %s) → %s', (state, disabled, tone) => {
    expect(relayTone(state, disabled)).toBe(tone);
  });
});
