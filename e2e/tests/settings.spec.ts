import { neventEncode } from 'nostr-tools/nip19';
// @ts-expect-error plain ESM helper without types
import { startRelay } from '../../scripts/relay/server.mjs';
import { demo, expect, test } from '../support/fixtures';
import { freePort } from '../support/free-port';
import { openNoteMenu } from '../support/notes';
import { newestEvent, testUser } from '../support/relay-client';
import { signInWithKey } from '../support/sign-in';

test('network settings: add (normalised, no duplicates), toggle, remove; persisted across reloads', async ({ page, app }) => {
  await page.goto('/settings/network');
  const rows = page.getByTestId('relay-row');
  await expect(rows.first()).toContainText(app.relayUrl);
  await expect(rows.first()).toHaveAttribute('data-state', 'connected');

  const input = page.getByLabel('Add relay');
  await input.fill('  relay.invalid.example  ');
  await input.press('Enter');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('wss://relay.invalid.example/');
  await expect(rows.nth(1)).toHaveAttribute('data-state', 'not-connected');

  await input.fill('wss://relay.invalid.example');
  await input.press('Enter');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(rows).toHaveCount(2);

  await input.fill('typing then escape');
  await input.press('Escape');
  await expect(input).toHaveValue('');

  await page.getByLabel('Enable wss://relay.invalid.example/').uncheck();
  await expect(rows.nth(1)).toHaveAttribute('data-state', 'disabled');

  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toHaveAttribute('data-state', 'disabled');
  await page.getByLabel('Remove wss://relay.invalid.example/').click();
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(rows).toHaveCount(1);
});

test('a relay added in Settings › Network joins the pool and connects; removed, it leaves the pool', async ({ page, app }) => {
  const second = await startRelay({ port: await freePort(), dbPath: ':memory:', seed: false, log: () => {} });
  try {
    await page.goto('/settings/network');
    const rows = page.getByTestId('relay-row');
    const secondRow = rows.filter({ hasText: `${second.url}/` });
    // The right column's Network widget counts the pool's connected relays over the enabled ones.
    const poolSummary = page.getByTestId('network-widget');
    await expect(rows.first()).toContainText(app.relayUrl);
    await expect(poolSummary).toHaveText('1 / 1 relays connected');

    await page.getByLabel('Add relay').fill(second.url);
    await page.getByLabel('Add relay').press('Enter');
    await expect(secondRow).toHaveAttribute('data-state', 'connected');
    await expect(page.getByTestId('relay-summary')).toContainText('2 connected of 2 enabled');
    await expect(poolSummary).toHaveText('2 / 2 relays connected');

    await page.getByLabel(`Remove ${second.url}/`).click();
    await expect(secondRow).toHaveCount(0);
    await expect(page.getByTestId('relay-summary')).toContainText('1 connected of 1 enabled');
    await expect(poolSummary).toHaveText('1 / 1 relays connected');
  } finally {
    await second.close();
  }
});

test('disabling the only relay disconnects it at once', async ({ page }) => {
  await page.goto('/settings/network');
  const row = page.getByTestId('relay-row').first();
  await expect(row).toHaveAttribute('data-state', 'connected');
  await row.getByLabel(/^Enable /).uncheck();
  await expect(row).toHaveAttribute('data-state', 'disabled');
  await expect(page.getByTestId('relay-summary')).toContainText('0 connected of 0 enabled');
  await row.getByLabel(/^Enable /).check();
  await expect(row).toHaveAttribute('data-state', 'connected');
});

test('a relay in the network settings opens its page: the ws:// loopback relay shows its NIP-11 name', async ({ page, app }) => {
  await page.goto('/settings/network');
  const relayUrl = `${app.relayUrl}/`;
  await page.getByRole('link', { name: relayUrl }).click();
  await expect(page).toHaveURL(new RegExp(`/relay/${encodeURIComponent(relayUrl.replace('ws://', '').replace(/\/$/, ''))}$`));
  await expect(page.locator('dt', { hasText: 'Name' }).locator('+ dd')).toHaveText('demo relay');

  // Opened directly, a bare host resolves to the known relay's ws:// scheme; an unreachable relay says why.
  await page.goto(`/relay/${encodeURIComponent(relayUrl.replace('ws://', ''))}`);
  await expect(page.locator('dt', { hasText: 'Name' }).locator('+ dd')).toHaveText('demo relay');
  await page.goto('/relay/127.0.0.1%3A9');
  await expect(page.getByText('Relay information unavailable')).toBeVisible();
  await expect(page.getByText(/Failed to fetch relay information/)).toBeVisible();
});

test("a note's relay opens its page from the note menu's Raw data", async ({ page, app }) => {
  // The welcome note's own page: a card that stays put (home's first card moves while its feed and threads load).
  await page.goto(`/${neventEncode({ id: demo.welcomeNoteId })}`);
  await openNoteMenu(page);
  await page.getByRole('menuitem', { name: 'Raw data' }).click();
  await page.getByRole('region', { name: 'Seen on' }).getByRole('link', { name: `${app.relayUrl}/` }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('dt', { hasText: 'Name' }).locator('+ dd')).toHaveText('demo relay');
});

test("a signed-in user's relay edits are published as their NIP-65 list (kind 10002) and read back from the relay", async ({ page, app }) => {
  const me = testUser();
  await page.goto('/');
  await signInWithKey(page, me.hex);
  await page.goto('/settings/network');
  await page.getByLabel('Add relay').fill('relay.added.example');
  await page.getByLabel('Add relay').press('Enter');
  const listed = async () => (await newestEvent(app.relayUrl, { kinds: [10002], authors: [me.pubkey] }))?.tags ?? [];
  await expect.poll(listed).toContainEqual(['r', 'wss://relay.added.example/']);

  await page.getByLabel('Write wss://relay.added.example/').uncheck();
  await expect.poll(listed).toContainEqual(['r', 'wss://relay.added.example/', 'read']);
  expect(await listed()).toContainEqual(['r', `${app.relayUrl}/`]);

  await page.getByLabel('Remove wss://relay.added.example/').click();
  await expect.poll(async () => (await listed()).map((tag) => tag[1])).toEqual([`${app.relayUrl}/`]);
});
