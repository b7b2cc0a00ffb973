// The zap server against nostr-tools' NIP-57 helpers playing the client, with the real relay receiving the receipts.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalizeEvent, generateSecretKey, getPublicKey, verifyEvent } from 'nostr-tools/pure';
import { makeZapRequest } from 'nostr-tools/nip57';
import { decode } from 'light-bolt11-decoder';
import WebSocket from 'ws';
import { startRelay } from '../../../scripts/relay/server.mjs';
import { createLedger } from './fake-lightning.mjs';
import { startZapServer } from './zap-server.mjs';

let relay;
let ledger;
let zaps;
const zapper = generateSecretKey();
const recipient = getPublicKey(generateSecretKey());

beforeAll(async () => {
  relay = await startRelay({ port: 0, dbPath: ':memory:', seed: false, log: () => {} });
  ledger = createLedger();
  ledger.createAccount('payer', { unlimited: true });
  zaps = await startZapServer({ ledger });
});

afterAll(async () => {
  await zaps.close();
  await relay.close();
});

const get = async (url) => (await fetch(url)).json();
const payInfo = (name) => get(`${zaps.url}/.well-known/lnurlp/${name}`);
const signedRequest = (fields = {}) =>
  finalizeEvent({ ...makeZapRequest({ pubkey: recipient, amount: 21_000, relays: [relay.url], comment: 'great', ...fields }), created_at: Math.floor(Date.now() / 1000) }, zapper);
const callback = (info, params) => get(`${info.callback}?${new URLSearchParams(params)}`);
const invoiceTag = (pr, name) => decode(pr).sections.find((section) => section.name === name)?.value;

/** The kind-9735 events the relay holds for `recipient`. */
function receiptsOnRelay() {
  return new Promise((resolve) => {
    const socket = new WebSocket(relay.url);
    const found = [];
    socket.on('open', () => socket.send(JSON.stringify(['REQ', 'r', { kinds: [9735], '#p': [recipient] }])));
    socket.on('message', (data) => {
      const [type, , event] = JSON.parse(String(data));
      if (type === 'EVENT') found.push(event);
      if (type === 'EOSE') {
        socket.close();
        resolve(found);
      }
    });
  });
}

describe('zap server', () => {
  it('answers LUD-16 with allowsNostr, its nostrPubkey, a callback, sendable bounds and the comment length', async () => {
    expect(await payInfo('alice')).toMatchObject({
      tag: 'payRequest', allowsNostr: true, nostrPubkey: zaps.nostrPubkey, callback: `${zaps.url}/lnurlp/alice/callback`,
      minSendable: 1000, commentAllowed: 200,
    });
    expect(JSON.parse((await payInfo('alice')).metadata)).toContainEqual(['text/identifier', zaps.addressOf('alice')]);
    expect((await fetch(`${zaps.url}/.well-known/lnurlp/${encodeURIComponent('<bad>')}`)).status).toBe(404);
  });

  it('gives an invoice committing to the zap request, and publishes a valid receipt to its relays once paid', async () => {
    const request = JSON.stringify(signedRequest());
    const answer = await callback(await payInfo('alice'), { amount: '21000', nostr: request });
    expect(invoiceTag(answer.pr, 'amount')).toBe('21000');
    expect(invoiceTag(answer.pr, 'description_hash')).toBe(createHash('sha256').update(request).digest('hex'));
    ledger.pay(answer.pr, { from: 'payer' });
    await expect.poll(receiptsOnRelay).toHaveLength(1);
    const [receipt] = await receiptsOnRelay();
    expect(verifyEvent(receipt)).toBe(true);
    expect(receipt.pubkey).toBe(zaps.nostrPubkey);
    expect(receipt.tags).toEqual(expect.arrayContaining([['bolt11', answer.pr], ['description', request], ['p', recipient]]));
    expect(ledger.balance('alice')).toBe(21_000);
  });

  it('refuses forged or mismatched zap requests, amounts out of bounds, nostr when not allowed, long comments', async () => {
    const info = await payInfo('bob');
    const forged = { ...signedRequest(), content: 'changed after signing' };
    expect(await callback(info, { amount: '21000', nostr: JSON.stringify(forged) })).toMatchObject({ status: 'ERROR' });
    expect(await callback(info, { amount: '42000', nostr: JSON.stringify(signedRequest()) })).toEqual({ status: 'ERROR', reason: 'Zap request amount does not match' });
    expect(await callback(info, { amount: '999' })).toMatchObject({ status: 'ERROR' });
    expect(await callback(info, { amount: '1000', comment: 'x'.repeat(201) })).toMatchObject({ status: 'ERROR' });
    zaps.configure('carol', { allowsNostr: false, maxSendable: 5000 });
    const plain = await payInfo('carol');
    expect(plain).not.toHaveProperty('nostrPubkey');
    expect(plain.maxSendable).toBe(5000);
    expect(await callback(plain, { amount: '1000', nostr: JSON.stringify(signedRequest({ amount: 1000 })) })).toEqual({ status: 'ERROR', reason: 'Nostr zaps are not supported' });
    expect((await callback(plain, { amount: '1000', comment: 'thanks' })).pr).toMatch(/^lnbc/);
  });
});
