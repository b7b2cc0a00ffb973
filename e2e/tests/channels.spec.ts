import { neventEncode } from 'nostr-tools/nip19';
import { expect, test } from '../support/fixtures';
import { activePage, now } from '../support/notes';
import { eventsMatching, publishAll, testUser } from '../support/relay-client';
import { signInWithKey } from '../support/sign-in';

const channelLog = (page: import('@playwright/test').Page) => activePage(page).getByRole('log', { name: 'Channel messages' });

test('a public channel (NIP-28): created and joined, posted to; a spammer muted for the user only; a visitor reads it from the feed’s link', async ({ page, app, browser }) => {
  test.setTimeout(60_000);
  const me = testUser();
  const spammer = testUser();
  await publishAll(app.relayUrl, [me.sign({ kind: 0, content: JSON.stringify({ name: 'mod mia' }) }), spammer.sign({ kind: 0, content: JSON.stringify({ name: 'spammy sid' }) })]);
  await page.goto('/');
  await signInWithKey(page, me.hex);
  await page.goto('/chats');
  await activePage(page).getByRole('button', { name: 'New channel' }).click();
  const form = page.getByRole('form', { name: 'New channel' });
  await form.getByLabel('Name').fill('Cyclists of Nostr');
  await form.getByLabel('About').fill('Two wheels, many relays');
  await form.getByRole('button', { name: 'Create channel' }).click();
  await expect(page).toHaveURL(/\/chats\/[0-9a-f]{64}$/);
  const channelId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(activePage(page).getByRole('heading', { name: 'Cyclists of Nostr' })).toBeVisible();
  await expect.poll(async () => (await eventsMatching(app.relayUrl, { kinds: [10005], authors: [me.pubkey] }))[0]?.tags).toContainEqual(['e', channelId]);

  const composer = activePage(page).getByRole('textbox', { name: 'Message' });
  await composer.fill('welcome, riders');
  await activePage(page).getByRole('button', { name: 'Send' }).click();
  await expect(composer).toHaveValue('');
  await expect(channelLog(page).getByText('welcome, riders')).toBeVisible();
  await publishAll(app.relayUrl, [spammer.sign({ kind: 42, content: 'cheap bikes here', tags: [['e', channelId, app.relayUrl, 'root']], created_at: now() })]);
  const spam = channelLog(page).getByTestId('channel-message').filter({ hasText: 'cheap bikes here' });
  await expect(spam).toBeVisible();
  await spam.getByRole('button', { name: 'Mute user' }).click();
  await expect(channelLog(page).getByText('cheap bikes here')).toHaveCount(0);
  await expect.poll(async () => (await eventsMatching(app.relayUrl, { kinds: [44], authors: [me.pubkey] })).length).toBe(1);

  // A visitor opens the channel's creation (as a feed shows it) and follows its link; hiding and muting were the user's own.
  const creation = (await eventsMatching(app.relayUrl, { ids: [channelId] }))[0];
  const visitor = await (await browser.newContext({ baseURL: app.url })).newPage();
  await visitor.goto(`/post/${neventEncode({ id: creation.id, kind: 40, author: me.pubkey, relays: [app.relayUrl] })}`);
  await activePage(visitor).getByRole('link', { name: 'Open channel' }).first().click();
  await expect(channelLog(visitor).getByText('welcome, riders')).toBeVisible();
  await expect(channelLog(visitor).getByText('cheap bikes here')).toBeVisible();
  await expect(activePage(visitor).getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await visitor.context().close();
});
