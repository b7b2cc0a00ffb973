import type { NostrEvent } from '@app/core';
import { parseZapReceipt } from '@app/core/wallet';
import { describe, expect, it } from 'vitest';
import { SAMPLE_INVOICE } from '../embeds/paymentFixtures';
import { activityOf } from './activity';
import { replyParentId, targetEventId } from './eventTags';
import { imetaEntries } from './imeta';
import { CURRENCY_SYMBOLS, formatPrice, readListing } from './listing';
import { reactionDisplay } from './reaction';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);
const ZAPPER = 'c'.repeat(64);

function event(kind: number, content: string, tags: string[][] = []): NostrEvent {
  return { id: 'f'.repeat(64), pubkey: 'd'.repeat(64), kind, content, tags, created_at: 1_700_000_000, sig: '' };
}

describe('currency symbols', () => {
  it('shows the spec symbols, SATS as the bitcoin sign, unknown codes after the amount', () => {
    expect(Object.keys(CURRENCY_SYMBOLS)).toEqual(['USD', 'EUR', 'GBP', 'JPY', 'CNY', 'INR', 'RUB', 'KRW', 'BTC', 'SATS']);
    expect(formatPrice('15', 'USD')).toBe('$15');
    expect(formatPrice('9.99', 'eur')).toBe('€9.99');
    expect(formatPrice('21000', 'SATS')).toBe('₿21000');
    expect(formatPrice('100', 'GBP', 'month')).toBe('£100 / month');
    expect(formatPrice('5', 'XYZ')).toBe('5 XYZ');
    expect(formatPrice('5')).toBe('5');
  });

  it('reads a listing, keeping only http(s) images and valid geohashes', () => {
    const listing = readListing(
      event(30402, 'Body', [['title', 'Bike'], ['price', '150', 'EUR'], ['image', 'javascript:x'], ['t', 'bikes'], ['t', 'bikes'], ['g', 'not!valid'], ['g', 'u33db'], ['summary', 's'.repeat(300)]]),
    );
    expect(listing).toMatchObject({ title: 'Bike', price: '€150', image: null, categories: ['bikes'], geohash: 'u33db' });
    expect(listing.summary).toHaveLength(250);
  });
});

describe('zap activity', () => {
  it("names the verified zapper, the invoice's bits and the zapped note; unverified or without zapper or note is no activity", async () => {
    const request = JSON.stringify({ pubkey: ZAPPER, content: 'Great post!' });
    const receipt = event(9735, '', [['bolt11', SAMPLE_INVOICE], ['description', request], ['e', A], ['p', B]]);
    expect(activityOf(receipt, await parseZapReceipt(receipt))).toEqual({ actor: ZAPPER, verb: 'zapped 2K bits', targetId: A });
    expect(activityOf(receipt, null)).toBeNull(); // the verifier said no
    const badInvoice = event(9735, '', [['description', request], ['bolt11', 'bad'], ['e', A]]);
    expect(activityOf(badInvoice, await parseZapReceipt(badInvoice))).toEqual({ actor: ZAPPER, verb: 'zapped', targetId: A });
    const noRequest = event(9735, '', [['description', '{not json'], ['e', A]]);
    expect(activityOf(noRequest, await parseZapReceipt(noRequest))).toBeNull();
    const noNote = event(9735, '', [['description', request]]);
    expect(activityOf(noNote, await parseZapReceipt(noNote))).toBeNull();
  });
});

describe('reaction display', () => {
  it("shows '+' and empty as a heart, short emoji as themselves, custom emoji as images", () => {
    expect(reactionDisplay(event(7, '+'))).toEqual({ type: 'heart' });
    expect(reactionDisplay(event(7, ''))).toEqual({ type: 'heart' });
    expect(reactionDisplay(event(7, '🤙'))).toEqual({ type: 'text', text: '🤙' });
    expect(reactionDisplay(event(7, '👍🏽'))).toEqual({ type: 'text', text: '👍🏽' });
    expect(reactionDisplay(event(7, ':blob:', [['emoji', 'blob', 'https://cdn.example/blob.png']]))).toEqual({
      type: 'image',
      name: 'blob',
      url: 'https://cdn.example/blob.png',
    });
    expect(reactionDisplay(event(7, ':blob:', [['emoji', 'blob', 'data:image/png;base64,AA']]))).toEqual({ type: 'heart' });
    expect(reactionDisplay(event(7, 'a long sentence as a reaction'))).toEqual({ type: 'heart' });
  });

  it("makes 'liked' and 'reposted' action lines for the last e tag", () => {
    expect(activityOf(event(7, '+', [['e', B], ['e', A], ['p', B]]))).toMatchObject({ verb: 'liked', targetId: A });
    expect(activityOf(event(6, '', [['e', A]]))).toMatchObject({ verb: 'reposted', targetId: A });
    expect(activityOf(event(6, '', [['e', 'not-hex']]))).toBeNull();
    expect(activityOf(event(1, 'hi', [['e', A]]))).toBeNull();
  });
});

describe('event references', () => {
  it('finds the replied-to note by marker, then position', () => {
    expect(replyParentId(event(1, '', [['e', A, '', 'root'], ['e', B, '', 'reply']]))).toBe(B);
    expect(replyParentId(event(1, '', [['e', A, '', 'root'], ['e', B, '', 'mention']]))).toBe(A);
    expect(replyParentId(event(1, '', [['e', A], ['e', B]]))).toBe(B);
    expect(replyParentId(event(1, '', [['e', B, '', 'mention']]))).toBeUndefined();
    expect(replyParentId(event(1, '', [['p', A]]))).toBeUndefined();
  });

  it('ignores malformed tags', () => {
    const broken = { ...event(7, '+'), tags: [null, 'e', ['e', 5], ['e', A]] as unknown as string[][] };
    expect(targetEventId(broken)).toBe(A);
  });

  it('reads imeta entries with http(s) URLs only', () => {
    const post = event(20, '', [
      ['imeta', 'url https://cdn.example/a.jpg', 'dim 800x600', 'blurhash LEHV6nWB2yk8pyo0adR*.7kCMdnj', 'alt A cat'],
      ['imeta', 'url javascript:alert(1)'],
      ['imeta', 'garbage'],
    ]);
    expect(imetaEntries(post)).toEqual([
      { url: 'https://cdn.example/a.jpg', mime: undefined, dim: '800x600', blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj', alt: 'A cat' },
    ]);
  });
});
