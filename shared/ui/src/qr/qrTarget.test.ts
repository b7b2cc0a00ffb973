import { describe, expect, it } from 'vitest';
import { ALICE_NPUB } from '../testing/fixtures';
import { qrTarget } from './qrTarget';

const ORIGIN = 'https://app.example';
const target = (text: string) => qrTarget(text, ORIGIN);
const NEVENT = 'nevent1qqsrhuxx8l9ex335q7he0f09aej04zpazpl0ne2cgukyawd24mayt8gpp4mhxue69uhhytnc9e3k7mgpz4mhxue69uhkg6nzv9ejuumpv34kytnrdaksjlyr9p';
const INVOICE =
  'lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu';

describe('qrTarget', () => {
  it('opens the page of a nostr entity, with or without a nostr: prefix', () => {
    expect(target(ALICE_NPUB)).toEqual({ path: `/${ALICE_NPUB}` });
    expect(target(`nostr:${ALICE_NPUB}`)).toEqual({ path: `/${ALICE_NPUB}` });
    expect(target(`web+nostr:${ALICE_NPUB}`)).toEqual({ path: `/${ALICE_NPUB}` });
    expect(target(`  ${NEVENT}\n`)).toEqual({ path: `/${NEVENT}` });
  });

  it.each(['nprofile', 'note', 'naddr'])('opens %s entities', (kind) => {
    const entity = `${kind}1qqsw3dy8cpumpanud9dwd3xz254y0uu2m739x0x9jf4a9sgzjshaedcpr4mhxue69uhkummn`;
    expect(target(entity)).toEqual({ path: `/${entity}` });
  });

  it('reads codes scanned in upper case (QR alphanumeric mode)', () => {
    expect(target(`NOSTR:${ALICE_NPUB.toUpperCase()}`)).toEqual({ path: `/${ALICE_NPUB}` });
  });

  it('never navigates to a private key', () => {
    expect(target('nsec1vl029mgpspedva04g90vltkh6fvh240zqtv9k0t9af8935ke9laqsnlfe5')).toBeNull();
    expect(target('nostr:nsec1vl029mgpspedva04g90vltkh6fvh240zqtv9k0t9af8935ke9laqsnlfe5')).toBeNull();
  });

  it('opens the wallet with a bolt11 invoice in the navigation state', () => {
    expect(target(INVOICE)).toEqual({ path: '/wallet', state: { invoice: INVOICE } });
    expect(target(INVOICE.toUpperCase())).toEqual({ path: '/wallet', state: { invoice: INVOICE } });
    expect(target(`lightning:${INVOICE}`)).toEqual({ path: '/wallet', state: { invoice: INVOICE } });
    expect(target(`LIGHTNING:${INVOICE}`)).toEqual({ path: '/wallet', state: { invoice: INVOICE } });
  });

  it('takes the invoice of a unified bitcoin: QR', () => {
    expect(target(`bitcoin:bc1qxyz?amount=0.0025&lightning=${INVOICE.toUpperCase()}`)).toEqual({
      path: '/wallet',
      state: { invoice: INVOICE },
    });
    expect(target('bitcoin:bc1qxyz?amount=0.0025')).toBeNull();
  });

  it('opens the wallet with a cashu payment request in the query', () => {
    const request = 'creqApWF0gaNhdGVub3N0cmFheKlucHJvZmlsZTFxeTI4d3VtbjhnaGo3dW45ZDNzaGp0bnl2OWtoMnVld2Q5aHN6OW1od2RlbjV0ZTB3ZmprY2N0ZTl=';
    expect(target(request)).toEqual({ path: `/wallet?paymentRequest=${encodeURIComponent(request)}` });
  });

  it('opens links to the app itself at their path', () => {
    expect(target(`${ORIGIN}/${ALICE_NPUB}?tab=replies#top`)).toEqual({ path: `/${ALICE_NPUB}?tab=replies#top` });
    expect(target(`${ORIGIN}`)).toEqual({ path: '/' });
  });

  it.each([
    'https://evil.example/npub1abc',
    'http://app.example/wallet',
    'javascript:alert(1)',
    'alice@getalby.com',
    'hello world',
    '',
    'npub1',
    'a'.repeat(64),
  ])('does not recognise %j', (text) => {
    expect(target(text)).toBeNull();
  });

  it('recognises no link when the origin is unknown', () => {
    expect(qrTarget(`${ORIGIN}/wallet`, undefined)).toBeNull();
  });
});
