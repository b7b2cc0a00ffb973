import { describe, expect, it } from 'vitest';
import { SAMPLE_CASHU_TOKEN, SAMPLE_INVOICE, SAMPLE_PAYMENT_REQUEST } from '../embeds/paymentFixtures';
import { extractHashtags, normalizeHashtag } from './hashtags';
import { emojiMap, parseContent, truncateLabel, truncateText } from './parseContent';

const kinds = (content: string) => parseContent(content).map((token) => token.kind);

describe('hashtag rules', () => {
  it('accepts 2 to 50 letters, digits or underscores and lowercases them', () => {
    expect(normalizeHashtag('#Nostr')).toBe('nostr');
    expect(normalizeHashtag('ab')).toBe('ab');
    expect(normalizeHashtag('a')).toBeNull();
    expect(normalizeHashtag('x'.repeat(50))).toBe('x'.repeat(50));
    expect(normalizeHashtag('x'.repeat(51))).toBeNull();
    expect(normalizeHashtag('two words')).toBeNull();
    expect(normalizeHashtag('Ünïcödé_1')).toBe('ünïcödé_1');
  });

  it('extracts the hashtags of text and t tags, lowercased and de-duplicated', () => {
    const tags = [['t', 'Bitcoin'], ['t', 'x'], ['t'], ['p', 'nostr'], 'broken' as unknown as string[]];
    expect(extractHashtags('#Nostr and #nostr, #NOSTR #bitcoin #a #' + 'y'.repeat(51), tags)).toEqual(['nostr', 'bitcoin']);
  });

  it('does not see hashtags inside words, entities or URLs', () => {
    expect(extractHashtags('a#b &#123; https://x.org/#anchor c#sharp')).toEqual([]);
  });
});

describe('link labels', () => {
  it('keeps labels up to 50 characters and cuts longer ones to 47 plus "..."', () => {
    expect(truncateLabel('x'.repeat(50))).toBe('x'.repeat(50));
    expect(truncateLabel('x'.repeat(51))).toBe(`${'x'.repeat(47)}...`);
    expect(truncateText('abcdefghij', 5)).toBe('ab...');
  });
});

describe('parseContent', () => {
  it('finds invoices, ecash tokens, payment requests and lightning addresses', () => {
    const text = `pay ${SAMPLE_INVOICE} or lightning:${SAMPLE_INVOICE.toUpperCase()}\n${SAMPLE_CASHU_TOKEN}\n${SAMPLE_PAYMENT_REQUEST} lightning:Alice@Example.com`;
    const tokens = parseContent(text).filter((token) => token.kind !== 'text');
    expect(tokens).toEqual([
      { kind: 'invoice', invoice: SAMPLE_INVOICE },
      { kind: 'invoice', invoice: SAMPLE_INVOICE },
      { kind: 'cashu', token: SAMPLE_CASHU_TOKEN },
      { kind: 'paymentRequest', request: SAMPLE_PAYMENT_REQUEST },
      { kind: 'lightningAddress', address: 'alice@example.com' },
    ]);
  });

  it('leaves look-alikes inside words and too-short strings as text', () => {
    expect(kinds('xlnbc1qqqqqqqqqqqqqqqqqqqqqqqqq cashuA12 creqA lightning:nobody')).toEqual(['text']);
  });

  it('turns declared custom emoji into emoji tokens and leaves undeclared shortcodes as text', () => {
    const emojis = emojiMap([
      ['emoji', 'soapbox', 'https://cdn.example/soapbox.png'],
      ['emoji', 'evil', 'javascript:alert(1)'],
      ['emoji', 'bad name', 'https://cdn.example/x.png'],
      ['emoji'],
    ]);
    expect([...emojis.keys()]).toEqual(['soapbox']);
    expect(parseContent('hi :soapbox: :evil: :nope:', emojis)).toEqual([
      { kind: 'text', text: 'hi ' },
      { kind: 'emoji', name: 'soapbox', url: 'https://cdn.example/soapbox.png' },
      { kind: 'text', text: ' :evil: :nope:' },
    ]);
  });

  it('keeps zero-width and right-to-left text as text, and never links other schemes', () => {
    const odd = 'a\u200bb \u202eevil\u202c שלום javascript:alert(1) data:text/html,x';
    expect(parseContent(odd)).toEqual([{ kind: 'text', text: odd }]);
  });

  it('keeps balanced parentheses in a link and leaves a wrapping parenthesis and sentence punctuation outside', () => {
    const wiki = 'https://en.wikipedia.org/wiki/Bitcoin_(disambiguation)';
    expect(parseContent(`Read ${wiki}, then (see https://x.com/a). Or https://x.com/b?c=d#e!`)).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'link', href: wiki, label: truncateLabel(wiki) },
      { kind: 'text', text: ', then (see ' },
      { kind: 'link', href: 'https://x.com/a', label: 'https://x.com/a' },
      { kind: 'text', text: '). Or ' },
      { kind: 'link', href: 'https://x.com/b?c=d#e', label: 'https://x.com/b?c=d#e' },
      { kind: 'text', text: '!' },
    ]);
    expect(parseContent(`(${wiki})`)[1]).toEqual({ kind: 'link', href: wiki, label: truncateLabel(wiki) });
  });

  it('links loopback relays and hosts without a dot, and no other scheme than http(s)', () => {
    expect(parseContent('http://127.0.0.1:7777/x http://localhost/y http://relay/z ftp://a.org/f mailto:a@b.org //c.org/d wss://e.org')
      .filter((token) => token.kind === 'link').map((token) => token.kind === 'link' && token.href))
      .toEqual(['http://127.0.0.1:7777/x', 'http://localhost/y', 'http://relay/z']);
  });

  it('does not see hashtags or mentions inside a URL, and finds them right after one', () => {
    expect(kinds('https://x.org/#anchor #tag nostr:npub1qqqqqqqqqq')).toEqual(['link', 'text', 'hashtag', 'text', 'mention']);
  });

  it('handles a huge note in reasonable time', () => {
    const huge = `${'word #tag https://example.com/x '.repeat(5000)}`;
    const started = performance.now();
    expect(parseContent(huge).length).toBeGreaterThan(10_000);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
