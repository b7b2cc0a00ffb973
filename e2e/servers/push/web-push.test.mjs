// Real Web Push end to end: the real relay, the API server watching it, a fake push service over HTTPS and a browser
// subscription (P-256 keys + auth secret) whose messages are decrypted with http_ece's own decrypt.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalizeEvent, generateSecretKey, getPublicKey } from 'nostr-tools/pure';
import { startRelay } from '../../../scripts/relay/server.mjs';
import { startApiServer } from '../api-server.mjs';
import { createLedger } from '../money/fake-lightning.mjs';
import { publishToRelays } from '../money/relay-publish.mjs';
import { browserPushKeys } from './browser-push-keys.mjs';
import { startFakePushService } from './fake-push-service.mjs';
import { nip98Call } from './nip98-call.mjs';

const key = generateSecretKey();
const me = getPublicKey(key);
const stranger = generateSecretKey();
const mentionsFilter = { kinds: [1], '#p': [me] };
let relay;
let pushService;
let api;
let browser;
let subscriptionId;

const call = (method, path, body) => nip98Call(api.url, key, method, path, body);
const publish = (event) => publishToRelays(event, [relay.url]);
let notes = 0;
/** A new event (distinct content, so never a duplicate of an earlier one in the same second). */
const note = (secretKey, tags, kind = 1) => finalizeEvent({ kind, created_at: Math.floor(Date.now() / 1000), tags, content: `hello ${++notes}` }, secretKey);
/** The next `count` POSTs the push service receives, by path. */
const nextPaths = async (count) => (await Promise.all(Array.from({ length: count }, () => pushService.nextPost()))).map((post) => post.path).sort();

beforeAll(async () => {
  relay = await startRelay({ port: 0, dbPath: ':memory:', seed: false, log: () => {} });
  pushService = await startFakePushService();
  api = await startApiServer({ ledger: createLedger(), relayUrl: relay.url, pushAgent: pushService.agent, log: () => {} });
  browser = browserPushKeys(`${pushService.url}/push/me`);
  ({ json: { id: subscriptionId } } = await call('POST', 'subscriptions', { web_push_subscriptions: [browser.entry], webhooks: [], filter: mentionsFilter }));
  await api.pushIdle();
});
afterAll(async () => {
  await api?.close();
  await pushService?.close();
  await relay?.close();
});

describe('API server Web Push', () => {
  it('pushes a note mentioning the subscriber as an aes128gcm message signed with its VAPID key', async () => {
    const { vapid_public_key: vapidKey } = await (await fetch(`${api.url}info`)).json();
    const mention = note(stranger, [['p', me]]);
    expect(await publish(mention)).toEqual([relay.url]);
    const post = await pushService.nextPost();
    expect(post).toMatchObject({ method: 'POST', path: '/push/me' });
    expect(post.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '60' });
    expect(post.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapidKey}$`));
    expect(browser.read(post.body).event).toMatchObject({ id: mention.id, sig: mention.sig, content: mention.content });
    await api.pushIdle();
    expect(api.pushesSent()).toEqual([{ endpoint: browser.entry.endpoint, eventId: mention.id, status: 201 }]);
  });

  it("skips events of other kinds, for someone else, the subscriber's own and forged ones", async () => {
    const before = api.pushesSent().length;
    await publish(note(stranger, [['p', me]], 7));
    await publish(note(stranger, [['p', getPublicKey(generateSecretKey())]]));
    await publish(note(key, [['p', me]]));
    const forged = JSON.parse(JSON.stringify(note(stranger, [['p', me]])));
    forged.sig = `${forged.sig[0] === 'a' ? 'b' : 'a'}${forged.sig.slice(1)}`;
    await publish(forged);
    const last = note(stranger, [['p', me]]);
    await publish(last);
    expect(browser.read((await pushService.nextPost()).body).event.id).toBe(last.id);
    await api.pushIdle();
    expect(api.pushesSent().slice(before).map((each) => each.eventId)).toEqual([last.id]);
  });

  it('drops an endpoint whose push service answers 410 and keeps pushing to the others', async () => {
    const gone = browserPushKeys(`${pushService.url}/push/gone`);
    const kept = browserPushKeys(`${pushService.url}/push/kept`);
    pushService.answer('/push/gone', 410);
    const { json } = await call('POST', 'subscriptions', { web_push_subscriptions: [gone.entry, kept.entry], webhooks: [], filter: mentionsFilter });
    await api.pushIdle();
    await publish(note(stranger, [['p', me]]));
    expect(await nextPaths(3)).toEqual(['/push/gone', '/push/kept', '/push/me']);
    await api.pushIdle();
    expect((await call('GET', 'subscriptions/')).json[json.id].web_push_subscriptions).toEqual([kept.entry]);
    await publish(note(stranger, [['p', me]]));
    expect(await nextPaths(2)).toEqual(['/push/kept', '/push/me']);
    await api.pushIdle();
    expect(pushService.received().filter((post) => post.path === '/push/gone')).toHaveLength(1);
    await call('DELETE', `subscriptions/${json.id}`);
  });

  it('watches the new filters once a subscription changes', async () => {
    await call('POST', `subscriptions/${subscriptionId}`, { web_push_subscriptions: [browser.entry], webhooks: [], filter: { kinds: [7], '#p': [me] } });
    await api.pushIdle();
    await publish(note(stranger, [['p', me]]));
    const reaction = note(stranger, [['p', me]], 7);
    await publish(reaction);
    expect(browser.read((await pushService.nextPost()).body).event.id).toBe(reaction.id);
  });
});
