import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { accountBox, signInWithKey } from '../support/sign-in';
import { publishAll, testUser } from '../support/relay-client';

const badge = (page: Page) => page.getByTestId('notifications-badge').filter({ visible: true });
const rows = (page: Page) => page.getByTestId('notification-row');

type TestUser = ReturnType<typeof testUser>;

/** The signed-in user with a note of theirs, following `friend` (replies count only from people within reach). */
async function meWithNote(relayUrl: string, friend: TestUser) {
  const me = testUser();
  const note = me.sign({ kind: 1, content: 'A note worth liking', created_at: Math.floor(Date.now() / 1000) - 600 });
  await publishAll(relayUrl, [
    me.sign({ kind: 0, content: JSON.stringify({ name: 'Noted Nora' }) }),
    me.sign({ kind: 3, tags: [['p', friend.pubkey]] }),
    note,
    friend.sign({ kind: 0, content: JSON.stringify({ name: 'Friend Fred' }) }),
  ]);
  return { me, note };
}

const like = (from: TestUser, note: { id: string; pubkey: string }) =>
  from.sign({ kind: 7, content: '+', tags: [['e', note.id], ['p', note.pubkey]] });
const reply = (from: TestUser, note: { id: string; pubkey: string }, content: string) =>
  from.sign({ kind: 1, content, tags: [['e', note.id, '', 'root'], ['p', note.pubkey]] });

test('likes and a reply light the bell; the notifications page shows them grouped and highlighted, and the badge goes', async ({ page, app }) => {
  const fred = testUser();
  const sam = testUser();
  const { me, note } = await meWithNote(app.relayUrl, fred);
  await publishAll(app.relayUrl, [sam.sign({ kind: 0, content: JSON.stringify({ name: 'Stranger Sam' }) })]);
  await page.goto('/');
  await signInWithKey(page, me.hex);
  await expect(badge(page)).toHaveCount(0);

  await publishAll(app.relayUrl, [like(sam, note), like(fred, note), reply(fred, note, 'Fred says this is great')]);
  await expect(badge(page)).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('img', { name: 'New notifications' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Notifications/ }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(rows(page)).toHaveCount(2);
  const likes = rows(page).filter({ hasText: 'liked your post' });
  await expect(likes).toContainText('Friend Fred');
  await expect(likes).toContainText('Stranger Sam');
  await expect(likes).toContainText('A note worth liking');
  await expect(likes).toHaveAttribute('data-highlighted', 'true');
  const replies = rows(page).filter({ hasText: 'replied' });
  await expect(replies).toContainText('Fred says this is great');
  await expect(replies).toHaveAttribute('data-highlighted', 'true');
  await expect(badge(page)).toHaveCount(0);

  // Seen-at is kept: back on Home after a full load, the bell stays plain.
  await page.goto('/');
  await expect(accountBox(page)).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(badge(page)).toHaveCount(0);
});

test('on a phone the header bell and the bottom bar show the badge until the notifications are opened', async ({ page, app }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  const fred = testUser();
  const { me, note } = await meWithNote(app.relayUrl, fred);
  await page.goto('/');
  await signInWithKey(page, me.hex);
  await expect(badge(page)).toHaveCount(0);

  await publishAll(app.relayUrl, [like(fred, note)]);
  await expect(badge(page)).toHaveCount(2);
  await expect(page.getByRole('navigation', { name: 'Main mobile' }).getByTestId('notifications-badge')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Notifications' }).getByTestId('notifications-badge')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Notifications' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toHaveAttribute('data-highlighted', 'true');
  await expect(badge(page)).toHaveCount(0);
});

test('logging out takes the badge away', async ({ page, app }) => {
  const fred = testUser();
  const { me, note } = await meWithNote(app.relayUrl, fred);
  await page.goto('/');
  await signInWithKey(page, me.hex);
  await publishAll(app.relayUrl, [like(fred, note)]);
  await expect(badge(page)).toHaveCount(1);

  await accountBox(page).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Sign up' }).filter({ visible: true })).toBeVisible();
  await expect(page.getByTestId('notifications-badge')).toHaveCount(0);
});

test("a stranger's reply stays out of the list but is reachable from the 'outside your network' line", async ({ page, app }) => {
  const fred = testUser();
  const stranger = testUser();
  const { me, note } = await meWithNote(app.relayUrl, fred);
  await publishAll(app.relayUrl, [
    stranger.sign({ kind: 0, content: JSON.stringify({ name: 'Stranger Stella' }) }),
    reply(stranger, note, 'Hello from outside your network'),
    like(fred, note),
  ]);
  await page.goto('/');
  await signInWithKey(page, me.hex);
  await page.goto('/notifications');
  await expect(rows(page)).toHaveCount(1); // Fred's like; the stranger's reply is not in the list
  const line = page.getByRole('region', { name: 'Outside your network' });
  await expect(line).toContainText('1 reply from people outside your network');
  await line.getByRole('button', { name: 'Show' }).click();
  const outside = line.getByRole('list', { name: 'Outside your network' });
  await expect(outside.getByTestId('notification-row')).toContainText('Stranger Stella');
  await outside.getByRole('link', { name: 'Hello from outside your network' }).click();
  await expect(page.getByTestId('thread-focus').filter({ visible: true })).toContainText('Hello from outside your network');
});
