import { describe, expect, it } from 'vitest';
import { deliveryDetails, deliveryStatus } from './delivery';
import { firstLine, textParts } from './message-text';
import { reactionCounts } from './reaction-counts';

describe('textParts', () => {
  it('links http(s) URLs only, without their trailing punctuation', () => {
    expect(textParts('see https://example.com/a?b=1, then javascript:alert(1) or ftp://x.y.')).toEqual([
      { type: 'text', text: 'see ' },
      { type: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { type: 'text', text: ', then javascript:alert(1) or ftp://x.y.' },
    ]);
  });

  it('keeps HTML as text', () => {
    expect(textParts('<img src=x onerror=alert(1)>')).toEqual([{ type: 'text', text: '<img src=x onerror=alert(1)>' }]);
  });

  it('gives no parts for an empty text', () => {
    expect(textParts('')).toEqual([]);
  });
});

describe('firstLine', () => {
  it('takes the first non-empty line and cuts it with an ellipsis', () => {
    expect(firstLine('\n  hello\nworld')).toBe('hello');
    expect(firstLine('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(firstLine('😀'.repeat(12), 10)).toBe(`${'😀'.repeat(9)}…`);
  });
});

describe('deliveryStatus', () => {
  it('tells pending, sent, partial and failed apart', () => {
    expect(deliveryStatus(undefined)).toBeNull();
    expect(deliveryStatus({})).toBeNull();
    expect(deliveryStatus({ a: 'pending', b: 'ok' })).toEqual({ state: 'pending' });
    expect(deliveryStatus({ a: 'ok', b: 'ok' })).toEqual({ state: 'sent' });
    expect(deliveryStatus({ a: 'ok', b: 'failed', c: 'ok' })).toEqual({ state: 'partial', ok: 2, total: 3 });
    expect(deliveryStatus({ a: 'failed', b: 'failed' })).toEqual({ state: 'failed' });
  });

  it('lists each relay for the tooltip', () => {
    expect(deliveryDetails({ 'wss://a': 'ok', 'wss://b': 'failed' })).toBe('wss://a: accepted\nwss://b: failed');
  });
});

describe('reactionCounts', () => {
  it("counts per emoji, most first, marking the user's own", () => {
    const counts = reactionCounts({ a: '🔥', b: '+', c: '❤️', me: '🔥', d: '🔥' }, 'me');
    expect(counts).toEqual([
      { emoji: '🔥', count: 3, mine: true },
      { emoji: '❤️', count: 2, mine: false },
    ]);
  });
});
