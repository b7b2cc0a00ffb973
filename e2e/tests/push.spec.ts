import { neventEncode } from 'nostr-tools/nip19';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { now, signedInUser, unique } from '../support/notes';
import { publishAll, testUser } from '../support/relay-client';
// @ts-expect-error plain ESM helper without types
import { browserPushKeys } from '../../e2e/servers/push/browser-push-keys.mjs';

// The app's service worker runs here (the other tests block it), registered without its start-up delay; its install
// caches every remote, which takes a while on a busy machine.
test.use({ serviceWorkers: 'allow' });
test.setTimeout(60_000);

const prompt = (page: Page) => page.getByRole('region', { name: 'Push notifications' });

/**
 * Chromium's push service is not reachable on this machine: the page's PushManager answers with a subscription whose
 * endpoint is the loopback push service the API server sends to, and whose keys the test holds (to decrypt).
 */
async function browserPushAt(page: Page, endpoint: string, entry: { p256dh: string; auth: string }) {
  await page.addInitScript(
    ({ endpoint, keys }) => {
      localStorage.setItem('app:service-worker', 'now');
      let subscribed = false;
      const subscription = { endpoint, toJSON: () => ({ endpoint, keys }), unsubscribe: async () => !(subscribed = false) };
      PushManager.prototype.subscribe = async () => ((subscribed = true), subscription as unknown as PushSubscription);
      PushManager.prototype.getSubscription = async () => (subscribed ? (subscription as unknown as PushSubscription) : null);
    },
    { endpoint, keys: { p256dh: entry.p256dh, auth: entry.auth } },
  );
}

/** Delivers a push message to the page's service worker, as the browser does when its push service hands one over. */
async function deliverPush(page: Page, data: string) {
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((each: { scopeURL: string; isDeleted: boolean }) => each.scopeURL.startsWith(new URL(page.url()).origin) && !each.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId: await registration, data });
}

test("'Enable' subscribes this browser with the API server; a reply is pushed to it, and the worker shows it", async ({ page, app, context }) => {
  const keys = browserPushKeys(`${app.pushService.url}/e2e/${unique()}`);
  await browserPushAt(page, keys.entry.endpoint, keys.entry);
  const me = await signedInUser(page);
  await page.getByRole('link', { name: 'Notifications' }).first().click(); // the prompt's page
  await expect(prompt(page)).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 20_000 });
  await context.grantPermissions(['notifications']);
  await prompt(page).getByRole('button', { name: 'Enable' }).click();
  await expect(prompt(page)).toBeHidden();
  await expect
    .poll(() => app.api.pushSubscriptions().filter((each) => each.subscriber === me.pubkey))
    .toEqual([expect.objectContaining({ filter: { kinds: [1, 4, 6, 7, 16, 1059, 9735], '#p': [me.pubkey] }, web_push_subscriptions: [keys.entry] })]);

  await app.api.pushIdle(); // the server now watches the relay for this subscription's filter
  const friend = testUser();
  const reply = friend.sign({ kind: 1, content: `Great point ${unique()}`, tags: [['p', me.pubkey]], created_at: now() });
  const received = app.pushService.nextPost();
  await publishAll(app.relayUrl, [reply]);
  const post = await received;
  expect(post.headers['content-encoding']).toBe('aes128gcm');
  const payload = keys.read(post.body); // the library's own decrypt of what the server sent
  expect(payload.event.id).toBe(reply.id);

  await deliverPush(page, JSON.stringify(payload));
  await expect
    .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((each) => ({ title: each.title, body: each.body, url: each.data?.url }))))
    .toEqual([{ title: 'New reply', body: reply.content, url: `/${neventEncode({ id: reply.id, author: friend.pubkey, kind: 1 })}` }]);
});

test("'No Thanks' is remembered across reloads; the settings page can still turn push on", async ({ page, app, context }) => {
  const keys = browserPushKeys(`${app.pushService.url}/e2e/${unique()}`);
  await browserPushAt(page, keys.entry.endpoint, keys.entry);
  const me = await signedInUser(page);
  await page.getByRole('link', { name: 'Notifications' }).first().click();
  await prompt(page).getByRole('button', { name: 'No Thanks' }).click();
  await expect(prompt(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(prompt(page)).toHaveCount(0);

  await page.goto('/settings/notifications');
  await context.grantPermissions(['notifications']);
  await page.getByRole('button', { name: 'Enable push notifications' }).click();
  // Enabling waits for the worker to be active (its install caches every remote first: slow on a busy machine).
  await expect(page.getByText('Push notifications are on for this browser.')).toBeVisible({ timeout: 45_000 });
  await page.getByRole('switch', { name: 'Reactions' }).click();
  await expect.poll(() => app.api.pushSubscriptions().find((each) => each.subscriber === me.pubkey)?.filter?.kinds).toEqual([1, 4, 6, 16, 1059, 9735]);
});
