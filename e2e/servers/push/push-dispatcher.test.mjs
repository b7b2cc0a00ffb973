// The push dispatcher without a relay: which stored subscriptions an event is pushed to, and how failures are handled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { finalizeEvent, generateSecretKey, getPublicKey } from 'nostr-tools/pure';
import { browserPushKeys } from './browser-push-keys.mjs';
import { startFakePushService } from './fake-push-service.mjs';
import { startPushDispatcher } from './push-dispatcher.mjs';
import { safeFilter, watchFilters } from './push-filters.mjs';

const me = getPublicKey(generateSecretKey());
const stranger = generateSecretKey();
const mentions = { kinds: [1], '#p': [me] };
const vapid = { subject: 'mailto:push@localhost', ...webPush.generateVAPIDKeys() };
const plain = (event) => JSON.parse(JSON.stringify(event)); // without nostr-tools' cached "verified" mark
let pushService;
let logs;

beforeAll(async () => {
  pushService = await startFakePushService();
});
afterAll(() => pushService.close());

/** A dispatcher over `subscriptions` (Map id → subscription) pushing to the fake push service, logging into `logs`. */
function dispatcherOver(subscriptions) {
  logs = [];
  return startPushDispatcher({ subscriptions, vapid, agent: pushService.agent, log: (message) => logs.push(message) });
}

describe('push filters', () => {
  it('keep well-formed filters only and give the relay their union without since/until', () => {
    expect(safeFilter({ ...mentions, limit: 5, since: 10 })).toEqual({ ...mentions, since: 10 });
    for (const bad of [null, 'x', [], {}, { kinds: 'all' }, { kinds: [1.5] }, { '#p': [7] }, { authors: 'me' }, { since: 'now' }, { nope: [1] }]) expect(safeFilter(bad)).toBeNull();
    const stored = [{ filter: mentions }, { filter: { ...mentions, since: 1 } }, { filter: { kinds: 'all' } }, {}, null];
    expect(watchFilters(stored)).toEqual([mentions]);
  });
});

describe('push dispatcher', () => {
  it('pushes a valid event once per wanting subscription; skips forged, malformed and own events', async () => {
    const browser = browserPushKeys(`${pushService.url}/unit/me`);
    const dispatcher = dispatcherOver(new Map([
      ['wants', { subscriber: me, filter: mentions, web_push_subscriptions: [browser.entry] }],
      ['malformed', { subscriber: me, filter: { kinds: 'all' }, web_push_subscriptions: [browser.entry] }],
      ['everything', { subscriber: me, filter: {}, web_push_subscriptions: [browser.entry] }],
      ['own', { subscriber: getPublicKey(stranger), filter: mentions, web_push_subscriptions: [browser.entry] }],
    ]));
    const event = finalizeEvent({ kind: 1, created_at: Math.floor(Date.now() / 1000), tags: [['p', me]], content: 'unit' }, stranger);
    await dispatcher.dispatch({ ...plain(event), sig: `${event.sig[0] === 'a' ? 'b' : 'a'}${event.sig.slice(1)}` });
    await dispatcher.dispatch({ ...plain(event), content: 'tampered' });
    await dispatcher.dispatch({ kind: 'not an event' });
    await dispatcher.dispatch(plain(event));
    await dispatcher.dispatch(plain(event));
    expect(dispatcher.pushesSent()).toEqual([{ endpoint: browser.entry.endpoint, eventId: event.id, status: 201 }]);
    expect(browser.read((await pushService.nextPost()).body).event.id).toBe(event.id);
    expect(logs).toEqual([]);
  });

  it('logs and counts other failures without dropping the entry', async () => {
    pushService.answer('/unit/broken', 500);
    const broken = browserPushKeys(`${pushService.url}/unit/broken`);
    const stored = { subscriber: me, filter: mentions, web_push_subscriptions: [broken.entry, { endpoint: 'not a url' }, null] };
    const subscriptions = new Map([['stored', stored]]);
    const dispatcher = dispatcherOver(subscriptions);
    const event = finalizeEvent({ kind: 1, created_at: Math.floor(Date.now() / 1000), tags: [['p', me]], content: 'failing' }, stranger);
    await dispatcher.dispatch(plain(event));
    expect(dispatcher.pushesSent().map((each) => each.status).sort()).toEqual([0, 0, 500]);
    expect(logs).toHaveLength(3);
    expect(subscriptions.get('stored')).toBe(stored);
    expect((await pushService.nextPost()).path).toBe('/unit/broken');
  });
});
