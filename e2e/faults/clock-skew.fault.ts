import type { Page } from '@playwright/test';
import { activePage, composer, newest, noteText } from '../support/notes';
import { publishAll, testUser } from '../support/relay-client';
import { signInWithKey } from '../support/sign-in';
import { checked, expect, test } from './scenario';

const HOUR = 3600;
const feedNotes = (page: Page) => page.getByTestId('feed').getByTestId('note-card');
const feedTab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Feeds' }).getByRole('tab', { name, exact: true });

/** A user following an author with a note from a minute ago and one dated an hour ahead (true time). */
async function followerWithSkewedNotes(relayUrl: string) {
  const me = testUser();
  const author = testUser();
  const now = Math.floor(Date.now() / 1000);
  await publishAll(relayUrl, [
    author.sign({ kind: 0, content: JSON.stringify({ name: 'Skewed Sam' }) }),
    author.sign({ kind: 1, content: 'Sam writes in the present', created_at: now - 60 }),
    author.sign({ kind: 1, content: 'Sam writes from an hour ahead', created_at: now + HOUR }),
    me.sign({ kind: 3, tags: [['p', author.pubkey]], created_at: now - 100 }),
  ]);
  return me;
}

test.describe('clock skew', () => {
  for (const skew of [-HOUR, HOUR]) {
    test(`the device clock ${skew < 0 ? 'an hour behind' : 'an hour ahead'}: a fresh note shows, a note dated an hour ahead is held until its time`, async ({ page, app }) => {
      const me = await followerWithSkewedNotes(app.relayUrl);
      // Only the page's clock is off (it runs on): the server and the relay keep true time.
      await page.clock.install({ time: Date.now() + skew * 1000 });
      await page.goto('/');
      await signInWithKey(page, me.hex);
      await feedTab(page, 'Latest').click();
      await expect(feedNotes(page).first()).toContainText('Sam writes in the present');
      await expect(feedNotes(page)).toHaveCount(1);
      const deviceSkewMin = Math.round((await page.evaluate(() => Date.now()) - Date.now()) / 60_000);
      expect(deviceSkewMin).toBe(skew / 60);
      // A note posted now is dated by the server's clock, not the device's: other clients show it at once.
      const text = `Posted with a skewed clock ${Date.now()}`;
      await noteText(page).fill(text);
      await composer(page).getByRole('button', { name: 'Post' }).click();
      await expect.poll(async () => (await newest(app.relayUrl, 1, me.pubkey))?.content).toBe(text);
      const postedOffS = (await newest(app.relayUrl, 1, me.pubkey))!.created_at - Math.floor(Date.now() / 1000);
      expect(Math.abs(postedOffS)).toBeLessThanOrEqual(5);
      await page.goBack(); // the app opened the note: back to the feed, kept alive
      await expect(feedNotes(page).filter({ hasText: 'Sam writes in the present' })).toBeVisible();
      // An hour passes on the page: the held note's time has come, and it is offered like any new note.
      await page.clock.fastForward((HOUR + 60) * 1000);
      await activePage(page).getByRole('button', { name: /^Show 1 new event/ }).click();
      await expect(feedNotes(page)).toHaveCount(3); // the present note, the user's own and the one from an hour ahead
      await expect(feedNotes(page).first()).toContainText('Sam writes from an hour ahead');
      checked(`device clock ${deviceSkewMin} min off: the present note shown, the one an hour ahead held (1 card), then offered at the top once its hour had passed; a note posted meanwhile dated ${postedOffS} s from true time`);
    });
  }
});
