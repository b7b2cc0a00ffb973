// The API server of spec 1 §7 with nostr-tools' NIP-98 getToken as the client, invoices paid on the fake ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalizeEvent, generateSecretKey, getPublicKey } from 'nostr-tools/pure';
import { getToken } from 'nostr-tools/nip98';
import webPush from 'web-push';
import { createLedger } from './money/fake-lightning.mjs';
import { startApiServer } from './api-server.mjs';
import { nip98Call } from './push/nip98-call.mjs';

let ledger;
let api;
const key = generateSecretKey();
const me = getPublicKey(key);
const sign = (template) => finalizeEvent(template, key);
const vapidKeys = webPush.generateVAPIDKeys();
const call = (method, path, body) => nip98Call(api.url, key, method, path, body);

beforeAll(async () => {
  ledger = createLedger();
  ledger.createAccount('payer', { unlimited: true });
  api = await startApiServer({ ledger, vapidKeys, log: () => {} });
});
afterAll(() => api.close());

describe('API server', () => {
  it('answers info and user/find without auth; a user is no subscriber at first', async () => {
    expect(await (await fetch(`${api.url}info`)).json()).toEqual({ vapid_public_key: vapidKeys.publicKey });
    expect(await (await fetch(`${api.url}user/find?public_key=${me}`)).json()).toEqual({});
  });

  it('generates its VAPID key pair when none is given', async () => {
    const other = await startApiServer({ ledger: createLedger(), log: () => {} });
    const { vapid_public_key: generated } = await (await fetch(`${other.url}info`)).json();
    await other.close();
    expect(Buffer.from(generated, 'base64url')).toHaveLength(65); // an uncompressed P-256 point
    expect(generated).toMatch(/^[\w-]+$/);
  });

  it('makes a subscriber of the tier once the invoice from its payment link is paid', async () => {
    const created = await call('POST', 'subscriptions/create/', { plan: 'champion', term: 'monthly' });
    expect(created.json).toMatchObject({ amount: 10000, currency: 'SATS', status: 'pending' });
    const link = await call('POST', `invoices/${created.json.id}/get-payment-link/`);
    expect(link.json.payment_link).toMatch(/^lightning:lnbc/);
    ledger.pay(link.json.bolt11, { from: 'payer' });
    const found = await (await fetch(`${api.url}user/find?public_key=${me}`)).json();
    expect(found.subscription_plan).toBe('champion');
    expect(Date.parse(found.subscription_end_date)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await call('GET', 'invoices/')).json).toEqual([expect.objectContaining({ id: created.json.id, plan: 'champion', status: 'paid' })]);
  });

  it('refuses calls without a valid NIP-98 authorization, for another URL or with a changed body', async () => {
    const url = `${api.url}invoices/`;
    expect((await fetch(url)).status).toBe(401);
    const otherUrl = await getToken(`${api.url}info`, 'GET', sign, true);
    expect(await (await fetch(url, { headers: { authorization: otherUrl } })).json()).toEqual({ error: 'Authorization is for another URL' });
    const token = await getToken(`${api.url}subscriptions/create/`, 'POST', sign, true, { plan: 'vanguard', term: 'monthly' });
    const tampered = await fetch(`${api.url}subscriptions/create/`, { method: 'POST', headers: { authorization: token }, body: JSON.stringify({ plan: 'patron', term: 'yearly' }) });
    expect(await tampered.json()).toEqual({ error: 'Authorization payload does not match' });
    expect((await call('POST', 'subscriptions/create/', { plan: 'gold', term: 'monthly' })).json).toEqual({ error: 'Unknown plan or term' });
  });

  it('keeps push subscriptions per user: create, list, update, delete', async () => {
    const { json } = await call('POST', 'subscriptions', { web_push_subscriptions: [{ endpoint: 'https://push.example/1', p256dh: 'k', auth: 'a' }], webhooks: [], filter: { kinds: [1, 7], '#p': [me] } });
    expect(Object.keys((await call('GET', 'subscriptions/')).json)).toEqual([json.id]);
    await call('POST', `subscriptions/${json.id}`, { web_push_subscriptions: [], webhooks: [], filter: { kinds: [9735], '#p': [me] } });
    expect((await call('GET', 'subscriptions/')).json[json.id].filter.kinds).toEqual([9735]);
    await call('DELETE', `subscriptions/${json.id}`);
    expect((await call('GET', 'subscriptions/')).json).toEqual({});
  });
});
