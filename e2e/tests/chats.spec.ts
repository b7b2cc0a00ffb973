import type { Browser, Page } from '@playwright/test';
import * as nip17 from 'nostr-tools/nip17';
import { npubEncode } from 'nostr-tools/nip19';
import { expect, test } from '../support/fixtures';
import { activePage } from '../support/notes';
import { eventsMatching, mutualFollows, publishAll, testUser, type TestUser } from '../support/relay-client';
import { signInWithKey } from '../support/sign-in';

async function signedInAs(browser: Browser, baseURL: string, user: TestUser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto('/');
  await signInWithKey(page, user.hex);
  return page;
}

const conversation = (page: Page) => activePage(page).getByTestId('conversation');
const messages = (page: Page) => conversation(page).getByRole('log', { name: 'Messages' });
const composerField = (page: Page) => conversation(page).getByRole('textbox', { name: 'Message' });
const messagesBadge = (page: Page) => page.getByTestId('messages-badge').filter({ visible: true });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };
/** The phone header's messages button (on Home only) and its unread count. */
const headerMessages = (page: Page) => page.getByTestId('mobile-header').getByRole('link', { name: 'Messages' });

test('two users chat over NIP-17: a message from the profile, the badge, a reply and a reaction; a reload keeps it all and the draft', async ({ page, app, browser }) => {
  test.setTimeout(60_000); // two browsers, each signing in
  const [ana, ben] = await mutualFollows(app.relayUrl, ['ana', 'ben']);
  await page.goto('/');
  await signInWithKey(page, ana.hex);
  await page.goto(`/${npubEncode(ben.pubkey)}`);
  await page.getByTestId('profile-header').getByRole('button', { name: 'Message' }).click();
  await expect(page).toHaveURL(/\/chats\/chat$/);
  await composerField(page).fill('hello ben');
  await composerField(page).press('Enter');
  await expect(messages(page).getByText('hello ben')).toBeVisible();

  const benPage = await signedInAs(browser, app.url, ben);
  await expect(messagesBadge(benPage)).toHaveAccessibleName('1 unread conversation');
  await benPage.setViewportSize(PHONE); // the phone's header counts the same on Home
  await expect(headerMessages(benPage).getByTestId('messages-badge')).toHaveAccessibleName('1 unread conversation');
  await benPage.setViewportSize(DESKTOP);
  await benPage.goto('/chats');
  const row = activePage(benPage).getByTestId('chat-row').filter({ hasText: 'ana' });
  await expect(row.getByRole('img', { name: 'Unread' })).toBeVisible();
  await row.click();
  const received = messages(benPage).getByText('hello ben');
  await expect(received).toBeVisible();
  await expect(messagesBadge(benPage)).toHaveCount(0);
  await received.hover();
  await conversation(benPage).getByRole('button', { name: 'Reply' }).click();
  await composerField(benPage).fill('hi ana');
  await conversation(benPage).getByRole('button', { name: 'Send' }).click();
  await expect(messages(benPage).getByText('hi ana')).toBeVisible();
  await conversation(benPage).getByRole('button', { name: 'React' }).first().click();
  await conversation(benPage).getByRole('button', { name: 'React with ❤️' }).click();
  await benPage.setViewportSize(PHONE); // read: back on Home, the phone header's count is gone
  await benPage.getByRole('navigation', { name: 'Main mobile' }).getByRole('link', { name: 'Home' }).click();
  await expect(headerMessages(benPage)).toBeVisible();
  await expect(headerMessages(benPage).getByTestId('messages-badge')).toHaveCount(0);

  await expect(messages(page).getByText('hi ana')).toBeVisible();
  await expect(messages(page).getByTestId('reply-quote')).toContainText('hello ben');
  await expect(messages(page)).toContainText('❤️');
  await composerField(page).fill('a thought for later');
  await page.reload();
  await expect(messages(page).getByText('hi ana')).toBeVisible();
  await expect(composerField(page)).toHaveValue('a thought for later');
  // Nothing readable reached the relay: only gift wraps (and the users' DM relay lists).
  const wraps = await eventsMatching(app.relayUrl, { kinds: [1059], '#p': [ben.pubkey] });
  expect(wraps.length).toBeGreaterThanOrEqual(1);
  expect(wraps.every((wrap) => wrap.pubkey !== ana.pubkey && !wrap.content.includes('hello'))).toBe(true);
  const rumors = wraps.map((wrap) => nip17.unwrapEvent(wrap, ben.secretKey));
  expect(rumors).toContainEqual(expect.objectContaining({ kind: 14, content: 'hello ben', pubkey: ana.pubkey }));
  expect(rumors).toContainEqual(expect.objectContaining({ kind: 7, content: '❤️', pubkey: ben.pubkey }));
  await benPage.context().close();
});

test('a stranger’s message lands in Requests and moves to the chats when accepted', async ({ page, app }) => {
  const me = testUser();
  const stranger = testUser();
  await publishAll(app.relayUrl, [stranger.sign({ kind: 0, content: JSON.stringify({ name: 'stranger sam' }) }), nip17.wrapEvent(stranger.secretKey, { publicKey: me.pubkey }, 'want to buy a bridge?')]);
  await page.goto('/');
  await signInWithKey(page, me.hex);
  await page.goto('/chats');
  const view = activePage(page);
  await expect(view.getByText('No chats yet')).toBeVisible();
  await view.getByRole('tab', { name: /Requests/ }).click();
  await view.getByTestId('chat-row').filter({ hasText: 'stranger sam' }).click();
  await expect(messages(page).getByText('want to buy a bridge?')).toBeVisible();
  await conversation(page).getByRole('button', { name: 'Accept' }).click();
  await expect(conversation(page).getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await page.goto('/chats');
  await expect(activePage(page).getByTestId('chat-row').filter({ hasText: 'stranger sam' })).toBeVisible();
  await activePage(page).getByRole('tab', { name: /Requests/ }).click();
  await expect(activePage(page).getByText('No message requests')).toBeVisible();
});
