import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signInWithKey } from '../support/sign-in';
import { publishAll, testUser } from '../support/relay-client';

const feedNotes = (page: Page) => page.getByTestId('feed').getByTestId('note-card');
const feedTab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Feeds' }).getByRole('tab', { name, exact: true });

/** A user whose contact list is already on the relay, following an author who never published a relay list. */
async function followerOfQuietAuthor(relayUrl: string) {
  const me = testUser();
  const author = testUser();
  const now = Math.floor(Date.now() / 1000);
  await publishAll(relayUrl, [
    author.sign({ kind: 0, content: JSON.stringify({ name: 'Listless Lee' }) }),
    author.sign({ kind: 1, content: 'Lee writes without a relay list, first', created_at: now - 300 }),
    author.sign({ kind: 1, content: 'Lee writes without a relay list, second', created_at: now - 200 }),
    me.sign({ kind: 3, tags: [['p', author.pubkey]], created_at: now - 100 }),
  ]);
  return { me, author };
}

test('Latest shows the notes of a followed author who has no relay list, as soon as the contact list is loaded', async ({ page, app }) => {
  const { me } = await followerOfQuietAuthor(app.relayUrl);
  await page.goto('/');
  await signInWithKey(page, me.hex);
  await feedTab(page, 'Latest').click();
  await expect(feedNotes(page).first()).toContainText('Lee writes without a relay list, second');
  await expect(feedNotes(page)).toHaveCount(2);
  await expect(page.getByText('No posts found')).toHaveCount(0);
  await expect(page.getByText(/Show posts from unknown users/)).toHaveCount(0);
});

test('the Social Graph widget shows numbers only, and counts the follow once the contact list arrives', async ({ page, app }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  const { me } = await followerOfQuietAuthor(app.relayUrl);
  await page.goto('/');
  await signInWithKey(page, me.hex);
  const stats = page.getByTestId('graph-stats');
  await expect(stats.locator('dt', { hasText: 'Distance 1' })).toBeVisible();
  await expect(stats.locator('dt', { hasText: 'Distance 1' }).locator('+ dd')).toHaveText('1');
  for (const text of await stats.locator('dt, dd').allTextContents()) expect(text).not.toMatch(/NaN|undefined/);
  const figures = await stats.locator('dd').allTextContents();
  for (const figure of figures) expect(figure).toMatch(/^(\d{1,3}(,\d{3})*|–)$/);
});
