import { decode, naddrEncode, nprofileEncode, type DecodedResult } from 'nostr-tools/nip19';
import { expect, test, demo } from '../support/fixtures';
// @ts-expect-error plain ESM helper without types
import { startRelay } from '../../scripts/relay/server.mjs';
import { eventsMatching, publishAll, testUser } from '../support/relay-client';

type StartedRelay = { url: string; close(): Promise<void> };

const active = (page: import('@playwright/test').Page) => page.locator('[data-history-entry][data-active="true"]');

/** The bech32 entity of a copied app link (`http://host/nevent1…`). */
const entityOf = (url: string): DecodedResult => decode(new URL(url).pathname.slice(1));

/** A second relay the app is not configured with, holding a profile and an article its main relay lacks. */
let hinted: StartedRelay;
const writer = testUser();
const ARTICLE_TITLE = 'Only on the hinted relay';
test.beforeAll(async () => {
  hinted = await startRelay({ port: Number(process.env.E2E_RELAY_PORT ?? 17777) + 23, dbPath: ':memory:', seed: false, log: () => {} });
  await publishAll(hinted.url, [
    writer.sign({ kind: 0, content: JSON.stringify({ name: 'Hinted Hana' }) }),
    writer.sign({ kind: 30023, content: 'An article that lives on one relay.', tags: [['d', 'hinted-article'], ['title', ARTICLE_TITLE]] }),
  ]);
});
test.afterAll(() => hinted.close());

test("an nprofile whose profile is only on its hinted relay opens, and the profile's copied link names that relay", async ({ page, context, app }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  expect(await eventsMatching(app.relayUrl, { authors: [writer.pubkey] })).toEqual([]);
  await page.goto(`/${nprofileEncode({ pubkey: writer.pubkey, relays: [hinted.url] })}`);
  await expect(active(page).getByTestId('profile-header')).toContainText('Hinted Hana');

  await active(page).getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Copy link' }).click();
  await expect(active(page).getByText('Copied', { exact: true })).toBeVisible();
  const copied = entityOf(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied).toEqual({ type: 'nprofile', data: { pubkey: writer.pubkey, relays: [`${hinted.url}/`] } });
});

test('an naddr whose article is only on its hinted relay opens with its title and author', async ({ page, app }) => {
  expect(await eventsMatching(app.relayUrl, { kinds: [30023], authors: [writer.pubkey] })).toEqual([]);
  await page.goto(`/${naddrEncode({ kind: 30023, pubkey: writer.pubkey, identifier: 'hinted-article', relays: [hinted.url] })}`);
  await expect(active(page).getByRole('heading', { name: ARTICLE_TITLE })).toBeVisible();
  // The author's profile comes from the naddr's relay too.
  await expect(active(page).getByText('Hinted Hana').first()).toBeVisible();
});

test("a note's link copied from the note menu is an nevent naming the relay it was seen on", async ({ page, context, app }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/${demo.welcomeNote}`);
  const note = active(page).getByTestId('note-card').first();
  await expect(note).toContainText('Welcome to the demo relay');
  await note.getByRole('button', { name: 'Note actions' }).click();
  await page.getByRole('menuitem', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const copied = entityOf(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied.type).toBe('nevent');
  expect(copied.data).toMatchObject({ id: demo.welcomeNoteId, relays: [`${app.relayUrl}/`] });
});
