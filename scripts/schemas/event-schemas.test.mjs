import { finalizeEvent, generateSecretKey, getPublicKey } from 'nostr-tools/pure';
import { describe, expect, it } from 'vitest';
import { formatFailures, kindsWithSchema, validateEvent } from './event-schemas.mjs';

const key = generateSecretKey();
const ID = 'a'.repeat(64);
const PK = getPublicKey(generateSecretKey());
const RELAY = 'ws://127.0.0.1:7777/';

const signed = (kind, tags, content = '') => JSON.parse(JSON.stringify(finalizeEvent({ kind, tags, content, created_at: 1_700_000_000 }, key)));
const NOTE = JSON.stringify(signed(1, [], 'reposted'));
const PICTURE = JSON.stringify(signed(20, [['title', 'sunset']], 'reposted'));

/** Per kind the app publishes: an event as our builders write it, and one that breaks a rule of that kind's NIP. */
const CASES = [
  [0, signed(0, [], JSON.stringify({ name: 'alice', picture: 'https://example.com/a.png' })), signed(0, [], JSON.stringify({ name: 'alice', picture: 'not a url' }))],
  [1, signed(1, [['e', ID, RELAY, 'root', PK], ['p', PK]], 'hi'), { ...signed(1, [], 'hi'), created_at: 1.5 }],
  [3, signed(3, [['p', PK]]), signed(3, [['p', 'not-a-key']])],
  [5, signed(5, [['e', ID], ['k', '1']]), signed(5, [['k', '1']])],
  [6, signed(6, [['e', ID, RELAY], ['p', PK]], NOTE), signed(6, [['e', ID, ''], ['p', PK]], NOTE)],
  [7, signed(7, [['e', ID, RELAY, PK], ['p', PK, RELAY], ['k', '1']], '+'), signed(7, [['e', ID, '', PK], ['p', PK]], '+')],
  [16, signed(16, [['e', ID, RELAY], ['p', PK], ['k', '20']], PICTURE), signed(16, [['e', ID, RELAY], ['p', PK]], PICTURE)],
  [1111, signed(1111, [['E', ID, RELAY, PK], ['K', '20'], ['P', PK], ['e', ID, RELAY, PK], ['k', '20'], ['p', PK]], 'nice'), signed(1111, [['E', ID], ['e', ID]], 'nice')],
  [1984, signed(1984, [['p', PK, 'spam'], ['e', ID, 'spam']], 'Spam: ads'), signed(1984, [['p', PK, 'annoying']], 'x')],
  [10000, signed(10000, [['p', PK]]), { ...signed(10000, [['p', PK]]), pubkey: 'not-a-key' }],
  [10002, signed(10002, [['r', RELAY, 'write']]), signed(10002, [['r', 'https://not-a-relay']])],
  [30402, signed(30402, [['d', 'x'], ['title', 'Bike'], ['summary', 'Red bike'], ['published_at', '1700000000'], ['location', 'Berlin'], ['price', '100', 'EUR'], ['g', 'u33d']], 'desc'), signed(30402, [['d', 'x'], ['price', '1,000', 'EUR']], 'desc')],
];

describe('validateEvent', () => {
  it.each(CASES)('kind %i: passes as written, fails with the broken rule named', (kind, good, bad) => {
    expect(validateEvent(good)).toEqual({ kind, schema: `kind-${kind}`, errors: [] });
    const result = validateEvent(bad);
    expect(result.schema).toBe(`kind-${kind}`);
    expect(result.errors.length).toBeGreaterThan(0);
  });

  it("names the missing tag with the schema's own message", () => {
    expect(validateEvent(signed(6, [['e', ID, ''], ['p', PK]])).errors).toEqual(['/tags: tags must include an e tag referencing the reposted event']);
    expect(validateEvent(signed(1111, [['E', ID]])).errors).toEqual([
      '/tags: tags must include a K tag identifying the root scope kind',
      '/tags: tags must include a k tag identifying the parent item kind',
    ]);
  });

  it("checks a kind's content against its content schema", () => {
    expect(validateEvent(signed(0, [], 'not json')).errors).toEqual(['/content: must be JSON']);
    expect(validateEvent(signed(0, [], '{}')).errors).toEqual(["/content: must have required property 'name'"]);
    expect(validateEvent(signed(6, [['e', ID, RELAY], ['p', PK]], '')).errors).toEqual([]);
  });

  it('checks a kind without its own schema against the NIP-01 note schema', () => {
    expect(kindsWithSchema()).not.toContain(39999);
    expect(validateEvent(signed(39999, [['d', 'x']]))).toEqual({ kind: 39999, schema: 'nip-01 note', errors: [] });
    expect(validateEvent({ ...signed(39999, []), sig: 'short' }).errors).toEqual(['/sig: sig must be 128 lowercase hex characters (64 bytes)']);
  });

  it('judges a kind 7376 by what it is: a nutzap redemption (NIP-61 schema) or a NIP-60 spending history entry', () => {
    const redemption = signed(7376, [['e', ID, '', 'redeemed'], ['p', PK]], 'encrypted');
    expect(validateEvent(redemption)).toEqual({ kind: 7376, schema: 'kind-7376', errors: [] });
    expect(validateEvent(signed(7376, [['e', ID, '', 'redeemed']], 'encrypted')).errors).toEqual(['/tags: tags must include a p tag identifying the sender']);
    expect(validateEvent(signed(7376, [], 'encrypted'))).toEqual({ kind: 7376, schema: 'nip-60 spending history', errors: [] });
    expect(validateEvent(signed(7376, [['e', ID, '', 'created']], '')).errors).toEqual([
      '/content: must be the NIP-44 encrypted history tags',
      '/tags: only e tags with the redeemed marker may be public (NIP-60)',
    ]);
  });

  it('formats one line per invalid event with its kind and id', () => {
    const bad = signed(6, [['p', PK]]);
    const lines = formatFailures([{ ...validateEvent(bad), id: bad.id }, { ...validateEvent(signed(1, [], 'ok')), id: ID }]);
    expect(lines).toEqual([`kind 6 (${bad.id.slice(0, 12)}): /tags: tags must include an e tag referencing the reposted event`]);
  });
});
