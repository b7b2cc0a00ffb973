import type { Page } from '@playwright/test';
import { npubEncode } from 'nostr-tools/nip19';
import { expect, test } from '../support/fixtures';
import { signInWithKey } from '../support/sign-in';
import { publishAll, testUser } from '../support/relay-client';

const DEFAULT_TABS = ['For You', 'Latest', 'Popular', 'Adventure', 'Articles', 'Media'];

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Feeds' }).getByRole('tab');
const selectedTab = (page: Page) => page.getByRole('tablist', { name: 'Feeds' }).getByRole('tab', { selected: true });
const headerTitle = (page: Page) => page.getByTestId('home-header').getByRole('heading', { level: 1 });
const editor = (page: Page) => page.getByRole('region', { name: 'Feed editor' });
const feedNotes = (page: Page) => page.getByTestId('feed').getByTestId('note-card');

/** Signs a fresh test user in on Home and opens the feed edit mode. */
async function signInAndEditFeeds(page: Page) {
  const me = testUser();
  await page.goto('/');
  await signInWithKey(page, me.hex);
  await expect(tabs(page)).toHaveText(DEFAULT_TABS);
  await page.getByRole('button', { name: 'Edit feeds' }).click();
  return me;
}

/** 'Add feed', then names the new feed in the editor and waits for the autosave to reach the header. */
async function addNamedFeed(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add feed' }).click();
  await expect(selectedTab(page)).toHaveText('New Feed');
  await editor(page).getByLabel('Name', { exact: true }).fill(name);
  await expect(headerTitle(page)).toHaveText(name);
}

/** Answers every confirm dialog with `accept` and records its message. */
function answerDialogs(page: Page, accept: boolean): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void (accept ? dialog.accept() : dialog.dismiss());
  });
  return messages;
}

test('a new feed is placed first and active; its custom name shows in the header and survives a reload', async ({ page }) => {
  await signInAndEditFeeds(page);
  await page.getByRole('button', { name: 'Add feed' }).click();
  await expect(tabs(page)).toHaveText(['New Feed', ...DEFAULT_TABS]);
  await expect(selectedTab(page)).toHaveText('New Feed');
  await expect(headerTitle(page)).toHaveText('New Feed');

  await editor(page).getByLabel('Name', { exact: true }).fill('Morning reads');
  await expect(headerTitle(page)).toHaveText('Morning reads');
  await expect(tabs(page).first()).toHaveText('Morning reads');

  await page.reload();
  await expect(tabs(page)).toHaveText(['Morning reads', ...DEFAULT_TABS]);
  await expect(selectedTab(page)).toHaveText('Morning reads');
  await expect(headerTitle(page)).toHaveText('Morning reads');
});

test('the geohash map: a click on the map adds the cell under it to the feed, kept across a reload', async ({ page }) => {
  await signInAndEditFeeds(page);
  await addNamedFeed(page, 'Around Berlin');
  const geohash = editor(page).getByLabel('Geohash', { exact: true });
  await geohash.fill('u33d');
  await geohash.press('Enter');
  await editor(page).getByRole('button', { name: 'Show map' }).click();
  const map = editor(page).getByRole('application');
  await expect(map.locator('path.geohash-cell')).toHaveCount(1);
  const box = (await map.boundingBox())!;
  // East of the cell, clear of the zoom buttons (top left): its neighbour at the fitted zoom (4 characters)
  await page.mouse.click(box.x + box.width * 0.85, box.y + box.height / 2);
  await expect(geohash).toHaveValue(/^u33d, [0-9b-hjkmnp-z]{4}$/);
  await expect(map.locator('path.geohash-cell')).toHaveCount(2);
  const picked = await geohash.inputValue();

  await page.waitForTimeout(800); // the editor saves 500 ms after the last change
  await page.reload();
  await page.getByRole('button', { name: 'Edit feeds' }).click();
  await expect(editor(page).getByLabel('Geohash', { exact: true })).toHaveValue(picked);
});

test('move left/right, clone, delete (confirmed) and reset all feeds (confirmed)', async ({ page }) => {
  await signInAndEditFeeds(page);
  await addNamedFeed(page, 'Mine');
  const actions = editor(page);
  await expect(actions.getByRole('button', { name: 'Move left' })).toBeDisabled();

  await actions.getByRole('button', { name: 'Move right' }).click();
  await expect(tabs(page)).toHaveText(['For You', 'Mine', ...DEFAULT_TABS.slice(1)]);
  await actions.getByRole('button', { name: 'Move left' }).click();
  await expect(tabs(page)).toHaveText(['Mine', ...DEFAULT_TABS]);

  await actions.getByRole('button', { name: 'Clone' }).click();
  await expect(tabs(page)).toHaveText(['Mine', 'Mine (copy)', ...DEFAULT_TABS]);
  await expect(selectedTab(page)).toHaveText('Mine (copy)');
  await expect(headerTitle(page)).toHaveText('Mine (copy)');

  const dismissed = answerDialogs(page, false);
  await editor(page).getByRole('button', { name: 'Delete', exact: true }).click();
  expect(dismissed).toEqual(["Delete feed 'Mine (copy)'?"]);
  await expect(tabs(page)).toHaveText(['Mine', 'Mine (copy)', ...DEFAULT_TABS]);
  page.removeAllListeners('dialog');

  const accepted = answerDialogs(page, true);
  await editor(page).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(tabs(page)).toHaveText(['Mine', ...DEFAULT_TABS]);
  expect(accepted).toEqual(["Delete feed 'Mine (copy)'?"]);

  await editor(page).getByRole('button', { name: 'Reset all feeds' }).click();
  await expect(tabs(page)).toHaveText(DEFAULT_TABS);
  expect(accepted).toEqual(["Delete feed 'Mine (copy)'?", 'Reset all feeds to defaults?']);
  await expect(selectedTab(page)).toHaveText('For You');

  await page.reload();
  await expect(tabs(page)).toHaveText(DEFAULT_TABS);
});

test("'Show N new events' appears for notes published while the feed is open and shows them at the top", async ({ page, app }) => {
  const pat = testUser();
  const now = Math.floor(Date.now() / 1000);
  await publishAll(app.relayUrl, [
    pat.sign({ kind: 0, content: JSON.stringify({ name: 'Publisher Pat' }) }),
    pat.sign({ kind: 1, content: 'Pat older note one', created_at: now - 120 }),
    pat.sign({ kind: 1, content: 'Pat older note two', created_at: now - 60 }),
  ]);
  await signInAndEditFeeds(page);
  await addNamedFeed(page, 'Pat only');
  await editor(page).getByLabel('User', { exact: true }).fill(npubEncode(pat.pubkey));
  await editor(page).getByLabel('User', { exact: true }).press('Enter');
  await expect(editor(page)).toContainText('1 user selected');
  await page.getByRole('button', { name: 'Done' }).click();

  await expect(feedNotes(page)).toHaveCount(2);
  await expect(feedNotes(page).first()).toContainText('Pat older note two');
  // Let the initial load finish (500 ms of quiet), so later notes are held behind the button.
  await page.waitForTimeout(1500);

  await publishAll(app.relayUrl, [
    pat.sign({ kind: 1, content: 'Pat fresh note A', created_at: Math.floor(Date.now() / 1000) - 1 }),
    pat.sign({ kind: 1, content: 'Pat fresh note B', created_at: Math.floor(Date.now() / 1000) }),
  ]);
  const showNew = page.getByRole('button', { name: 'Show 2 new events' });
  await expect(showNew).toBeVisible();
  await expect(feedNotes(page)).toHaveCount(2);

  await showNew.click();
  await expect(showNew).toBeHidden();
  await expect(feedNotes(page)).toHaveCount(4);
  await expect(feedNotes(page).nth(0)).toContainText('Pat fresh note B');
  await expect(feedNotes(page).nth(1)).toContainText('Pat fresh note A');
  await expect(feedNotes(page).nth(2)).toContainText('Pat older note two');
});

test('a visitor sees the popular feed: Home header, no feed tabs, composer or Edit feeds', async ({ page }) => {
  await page.goto('/');
  await expect(feedNotes(page).first()).toBeVisible();
  await expect(headerTitle(page)).toHaveText('Home');
  await expect(page.getByRole('tablist', { name: 'Feeds' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit feeds' })).toHaveCount(0);
  await expect(page.getByTestId('composer-slot')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign up' }).filter({ visible: true })).toBeVisible();
});

test('the popular side column shows where the feed keeps its width, stays in view and fills the window height', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await signInWithKey(page, testUser().hex);
  const column = page.getByTestId('popular-column');
  await expect(feedNotes(page).nth(3)).toBeVisible();
  await expect(column).toBeHidden();
  expect((await page.getByTestId('feed').boundingBox())!.width).toBeGreaterThan(600);

  await page.setViewportSize({ width: 1600, height: 800 });
  await expect(column.getByTestId('note-card').first()).toBeVisible();
  expect((await page.getByTestId('feed').boundingBox())!.width).toBeGreaterThan(480);
  await page.mouse.move(500, 400);
  await page.mouse.wheel(0, 700);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const box = (await column.boundingBox())!;
  expect(Math.round(box.y)).toBe(0);
  expect(box.y + box.height).toBeLessThanOrEqual(801);
  expect(box.height).toBeGreaterThan(700);
});

test("a signed-in user's reload opens on their own feed, without first showing a visitor's Home", async ({ page }) => {
  await page.goto('/');
  await signInWithKey(page, testUser().hex);
  await expect(headerTitle(page)).toHaveText('For You');
  await page.addInitScript(() => {
    const titles: string[] = ((window as unknown as { __titles: string[] }).__titles = []);
    new MutationObserver(() => {
      const title = document.querySelector('[data-testid="home-header"] h1')?.textContent;
      if (title && titles.at(-1) !== title) titles.push(title);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.reload();
  await expect(tabs(page)).toHaveText(DEFAULT_TABS);
  expect(await page.evaluate(() => (window as unknown as { __titles: string[] }).__titles)).toEqual(['For You']);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 400, height: 800 }, hasTouch: true, isMobile: true });

  test('pulling the feed down at the top refreshes it: held new notes show without the button', async ({ page, app }) => {
    const pat = testUser();
    await publishAll(app.relayUrl, [pat.sign({ kind: 1, content: 'Pat note before the pull', created_at: Math.floor(Date.now() / 1000) - 60 })]);
    await signInAndEditFeeds(page);
    await addNamedFeed(page, 'Pat on the phone');
    await editor(page).getByLabel('User', { exact: true }).fill(npubEncode(pat.pubkey));
    await editor(page).getByLabel('User', { exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(feedNotes(page)).toHaveCount(1);
    await page.waitForTimeout(1500); // the initial load ends, so a new note is held
    await publishAll(app.relayUrl, [pat.sign({ kind: 1, content: 'Pat note held for the pull', created_at: Math.floor(Date.now() / 1000) })]);
    await expect(page.getByRole('button', { name: 'Show 1 new event' })).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, 0));
    const touch = await page.context().newCDPSession(page);
    const at = (y: number) => [{ x: 200, y }];
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(250) });
    for (const y of [300, 350, 400, 450, 500]) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(y) });
    await expect(page.getByRole('status', { name: 'Pull to refresh' })).toBeVisible();
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

    await expect(page.getByRole('button', { name: 'Show 1 new event' })).toBeHidden();
    await expect(feedNotes(page)).toHaveCount(2);
    await expect(feedNotes(page).first()).toContainText('Pat note held for the pull');
  });
});
