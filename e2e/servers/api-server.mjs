// The notification/API server of spec 1 §7 for `npm start` and tests: info (its VAPID public key), user/find, paid
// subscriptions (subscriptions/create/ → an invoice on the fake lightning ledger; invoices/; invoices/{id}/get-payment-link/;
// paying it makes the user a subscriber of the tier), push subscriptions (list, create, update, delete) and user/register.
// Authenticated calls need a NIP-98 Authorization (kind 27235: u = this URL, method, payload hash of a JSON body).
// Push: given a relay, it watches the relay for the stored subscriptions' filters and sends each new event, as
// `{ event }`, to their web_push_subscriptions as real Web Push messages (aes128gcm, VAPID; push/push-dispatcher.mjs).
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import webPush from 'web-push';
import { authEvent, listen, readBody, refuse, sendJson, tagValue } from './media-server-util.mjs';
import { startPushDispatcher } from './push/push-dispatcher.mjs';

const TIERS = JSON.parse(readFileSync(new URL('../../shared/core/src/subscriptions/tiers.json', import.meta.url), 'utf8')).tiers;
const TERM_DAYS = { daily: 1, weekly: 7, monthly: 30, quarterly: 91, yearly: 365 };
const AUTH_WINDOW_S = 60;

/** The tier amount a plan and term name, or null. */
export function tierAmount(plan, term) {
  return TIERS.find((tier) => tier.id === plan)?.amounts.find((amount) => amount.term === term) ?? null;
}

/** Why a NIP-98 event does not authorize this request, or null. */
function nip98Problem(event, { url, method, body, now }) {
  if (event.kind !== 27235) return 'Authorization must be a kind 27235 event';
  if (Math.abs(now() - event.created_at) > AUTH_WINDOW_S) return 'Authorization expired';
  if (tagValue(event, 'u') !== url) return 'Authorization is for another URL';
  if (tagValue(event, 'method')?.toUpperCase() !== method) return 'Authorization is for another method';
  const payload = tagValue(event, 'payload');
  if (body.length && payload !== undefined && payload !== createHash('sha256').update(body).digest('hex')) return 'Authorization payload does not match';
  return null;
}

/** Starts the API server; `ledger` is the shared fake lightning ledger its invoices are paid on, `relayUrl` the relay it pushes events of. */
export async function startApiServer({ ledger, port = 0, relayUrl, vapidKeys = webPush.generateVAPIDKeys(), vapidSubject = 'mailto:push@localhost', vapidPublicKey, pushAgent, log = console.error, now = () => Math.floor(Date.now() / 1000) } = {}) {
  ledger.createAccount('api-server');
  const users = new Map(); // pubkey → { plan, end }
  const invoices = new Map(); // id → { id, pubkey, plan, term, amount, currency, bolt11, paymentHash, status, created_at }
  const pushSubscriptions = new Map(); // id → { subscriber, ...body }
  const usernames = new Map();
  const vapid = { subject: vapidSubject, publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey };
  const push = startPushDispatcher({ subscriptions: pushSubscriptions, vapid, relayUrl, agent: pushAgent, log });
  let origin = '';

  ledger.onPaid((paid) => {
    const invoice = [...invoices.values()].find((each) => each.paymentHash === paid.paymentHash);
    if (!invoice || invoice.status === 'paid') return;
    invoice.status = 'paid';
    const current = users.get(invoice.pubkey);
    const start = Math.max(now(), current?.plan === invoice.plan ? current.end : 0);
    users.set(invoice.pubkey, { plan: invoice.plan, end: start + TERM_DAYS[invoice.term] * 86_400 });
  });

  const routes = {
    'GET info': () => ({ vapid_public_key: vapidPublicKey ?? vapid.publicKey }),
    'GET user/find': ({ query }) => {
      const user = users.get(query.get('public_key') ?? '');
      return user && user.end > now() ? { subscription_plan: user.plan, subscription_end_date: new Date(user.end * 1000).toISOString() } : {};
    },
    'POST subscriptions/create/': ({ pubkey, json }) => {
      const price = tierAmount(json.plan, json.term);
      if (!price) return { status: 400, body: { error: 'Unknown plan or term' } };
      const { bolt11, paymentHash } = ledger.createInvoice({ amountMsat: price.amount * 1000, description: `${json.plan} ${json.term}`, account: 'api-server' });
      const invoice = { id: randomUUID(), pubkey, plan: json.plan, term: json.term, amount: price.amount, currency: price.currency, bolt11, paymentHash, status: 'pending', created_at: now() };
      invoices.set(invoice.id, invoice);
      return { id: invoice.id, amount: invoice.amount, currency: invoice.currency, status: invoice.status };
    },
    'GET invoices/': ({ pubkey }) => [...invoices.values()].filter((invoice) => invoice.pubkey === pubkey).map(({ paymentHash: _hash, bolt11: _bolt11, pubkey: _pubkey, ...shown }) => shown),
    'POST invoices/:id/get-payment-link/': ({ pubkey, params }) => {
      const invoice = invoices.get(params.id);
      if (!invoice || invoice.pubkey !== pubkey) return { status: 404, body: { error: 'Invoice not found' } };
      return { payment_link: `lightning:${invoice.bolt11}`, bolt11: invoice.bolt11 };
    },
    'POST user/register': ({ pubkey, json }) => {
      if (typeof json.username !== 'string' || !/^[a-z0-9_]{2,32}$/.test(json.username)) return { status: 400, body: { error: 'Invalid username' } };
      if (usernames.has(json.username) && usernames.get(json.username) !== pubkey) return { status: 409, body: { error: 'Username taken' } };
      usernames.set(json.username, pubkey);
      return { username: json.username };
    },
    'GET subscriptions/': ({ pubkey }) => Object.fromEntries([...pushSubscriptions].filter(([, each]) => each.subscriber === pubkey)),
    'POST subscriptions': ({ pubkey, json }) => {
      const id = randomUUID();
      storeSubscription(id, { ...json, subscriber: pubkey });
      return { id };
    },
    'POST subscriptions/:id': ({ pubkey, json, params }) => ownSubscription(params.id, pubkey) ?? (storeSubscription(params.id, { ...json, subscriber: pubkey }), { id: params.id }),
    'DELETE subscriptions/:id': ({ pubkey, params }) => ownSubscription(params.id, pubkey) ?? (storeSubscription(params.id, null), {}),
  };
  const PUBLIC = new Set(['GET info', 'GET user/find']);

  /** Stores a push subscription (null: deletes it) and brings the relay watch up to date. */
  function storeSubscription(id, subscription) {
    if (subscription) pushSubscriptions.set(id, subscription);
    else pushSubscriptions.delete(id);
    push.refresh();
  }

  function ownSubscription(id, pubkey) {
    return pushSubscriptions.get(id)?.subscriber === pubkey ? null : { status: 404, body: { error: 'Subscription not found' } };
  }

  const server = await listen(async (request, response) => {
    const url = new URL(request.url, origin);
    const path = url.pathname.replace(/^\//, '');
    const match = findRoute(routes, request.method, path);
    if (!match) return refuse(response, 404, 'Not found');
    const body = await readBody(request);
    let pubkey = null;
    if (!PUBLIC.has(match.key)) {
      const auth = authEvent(request.headers.authorization, now);
      const problem = auth.reason ?? nip98Problem(auth.event, { url: url.href, method: request.method, body, now });
      if (problem) return sendJson(response, 401, { error: problem });
      pubkey = auth.event.pubkey;
    }
    let json = {};
    try {
      json = body.length ? JSON.parse(body.toString('utf8')) : {};
    } catch {
      return sendJson(response, 400, { error: 'Body is not JSON' });
    }
    const result = match.handler({ pubkey, json, query: url.searchParams, params: match.params });
    if (result && typeof result.status === 'number' && result.body) return sendJson(response, result.status, result.body);
    sendJson(response, 200, result);
  }, port);
  origin = server.url;
  return {
    url: `${server.url}/`,
    close: () => (push.close(), server.close()),
    subscriberOf: (pubkey) => users.get(pubkey) ?? null,
    pushSubscriptions: () => [...pushSubscriptions.values()],
    pushesSent: push.pushesSent,
    pushIdle: push.idle,
  };
}

/** The route for a method and path (`:id` segments captured). */
function findRoute(routes, method, path) {
  for (const [key, handler] of Object.entries(routes)) {
    const [routeMethod, pattern] = key.split(' ');
    if (routeMethod !== method) continue;
    const names = [];
    const regex = new RegExp(`^${pattern.replace(/:(\w+)/g, (_, name) => (names.push(name), '([^/]+)'))}$`);
    const found = regex.exec(path);
    if (found) return { key, handler, params: Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1])])) };
  }
  return null;
}
