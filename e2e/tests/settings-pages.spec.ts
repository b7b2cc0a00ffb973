import type { Page } from '@playwright/test';
import { npubEncode, nsecEncode } from 'nostr-tools/nip19';
import { decrypt as decryptNcryptsec } from 'nostr-tools/nip49';
import { startBlossomServer } from '../servers/blossom-server.mjs';
import { startNip96Server } from '../servers/nip96-server.mjs';
import { expect, test } from '../support/fixtures';
import { activePage, signedInUser } from '../support/notes';
import { newestEvent } from '../support/relay-client';
import {
  DARK_BG,
  LIGHT_BG,
  LIGHT_TEXT,
  bodyBackground,
  computedColor,
  mainNav,
  mobileNav,
  placesHolding,
  storedTexts,
  themeAttribute,
} from '../support/settings';
import { accountBox, signUpButton } from '../support/sign-in';

const themeRadio = (page: Page, name: 'Dark' | 'Light' | 'System') => page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name, exact: true });
const noteCards = (page: Page) => activePage(page).getByTestId('note-card');
const accountPage = (page: Page) => activePage(page);
const shownNpub = (page: Page) => accountPage(page).getByTestId('npub');

/** The light theme is painted: the attribute, the body's white background. */
async function expectLight(page: Page) {
  await expect.poll(() => themeAttribute(page)).toBe('light');
  await expect.poll(() => bodyBackground(page)).toBe(LIGHT_BG);
}

test('the Light theme reaches every remote, stays after a reload, and System follows the device', async ({ page }) => {
  await page.goto('/settings/appearance');
  await expect(themeRadio(page, 'Dark')).toBeChecked(); // the product's own theme is the default
  await expect.poll(() => bodyBackground(page)).toBe(DARK_BG);
  await themeRadio(page, 'Light').check();
  await expect(themeRadio(page, 'Light')).toBeChecked();
  await expectLight(page);

  // Home (feed remote): the notes are written in the light theme's text colour.
  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  const card = noteCards(page).first();
  await expect(card).toBeVisible();
  await expect.poll(() => computedColor(card)).toBe(LIGHT_TEXT);
  await expectLight(page);

  // A profile (profile remote), through the author's name on a note.
  await card.getByTestId('note-author').click();
  await expect(page).toHaveURL(/\/(npub1[0-9a-z]+|[^/]+@[^/]+)$/); // by npub, or by NIP-05 name once verified
  const profileName = activePage(page).getByRole('heading', { level: 1 }).first();
  await expect(profileName).toBeVisible();
  await expect.poll(() => computedColor(profileName)).toBe(LIGHT_TEXT);
  await expectLight(page);

  // The wallet remote and the chat remote.
  await mainNav(page).getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(activePage(page).getByRole('heading').first()).toBeVisible();
  await expect.poll(() => computedColor(activePage(page).getByRole('heading').first())).toBe(LIGHT_TEXT);
  await expectLight(page);

  await mainNav(page).getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/chats$/);
  await expect(activePage(page).getByRole('heading').first()).toBeVisible();
  await expect.poll(() => computedColor(activePage(page).getByRole('heading').first())).toBe(LIGHT_TEXT);
  await expectLight(page);

  // A reload starts in the light theme, before anything is clicked: already when the body is first parsed (no dark flash).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      observer.disconnect();
      const painted = { theme: document.documentElement.dataset.theme, background: getComputedStyle(document.body).backgroundColor };
      (window as unknown as { firstPaint: typeof painted }).firstPaint = painted;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { firstPaint: unknown }).firstPaint)).toEqual({ theme: 'light', background: LIGHT_BG });
  await expectLight(page);

  // System: dark on a dark device, light on a light one, switched live.
  await page.goto('/settings/appearance');
  await expect(themeRadio(page, 'Light')).toBeChecked();
  await page.emulateMedia({ colorScheme: 'dark' });
  await themeRadio(page, 'System').check();
  await expect.poll(() => themeAttribute(page)).toBe('system');
  await expect.poll(() => bodyBackground(page)).toBe(DARK_BG);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => bodyBackground(page)).toBe(LIGHT_BG);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => bodyBackground(page)).toBe(DARK_BG);
});

test("turning off 'Show reactions bar' removes the bar from Home's notes at once", async ({ page }) => {
  await page.goto('/settings/content');
  const reactionsSwitch = page.getByRole('switch', { name: 'Show reactions bar' });
  await expect(reactionsSwitch).toBeChecked();

  // Before: Home's notes have their reactions bar.
  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  await expect(noteCards(page).first()).toBeVisible();
  // (some card has it: the first one may be a reply's parent context, which never has a bar)
  await expect(activePage(page).getByRole('group', { name: 'Reactions' }).first()).toBeVisible();

  // Back to the content settings (no reload), the switch off, and Home again by its link.
  await page.goBack();
  await expect(page).toHaveURL(/\/settings\/content$/);
  await reactionsSwitch.uncheck();
  await expect(reactionsSwitch).not.toBeChecked();
  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(noteCards(page).first()).toBeVisible();
  await expect(activePage(page).getByRole('group', { name: 'Reactions' })).toHaveCount(0);
  await expect(activePage(page).getByTestId('reactions-bar')).toHaveCount(0);
});

test('a password keeps the key encrypted in every storage; Show secret key asks for it', async ({ page }) => {
  const me = await signedInUser(page);
  const nsec = nsecEncode(me.secretKey);
  await page.goto('/settings/account');
  // Without a password the key is kept in the clear (the page says so): the probe below sees it.
  const before = await storedTexts(page);
  expect([...placesHolding(before, me.hex), ...placesHolding(before, nsec)]).not.toEqual([]);
  const passwordSection = page.getByRole('region', { name: 'Password' });
  await expect(passwordSection).toContainText('No password is set');
  await passwordSection.getByLabel('New password', { exact: true }).fill('correct horse battery');
  await passwordSection.getByLabel('Repeat the new password').fill('correct horse battery');
  await passwordSection.getByRole('button', { name: 'Set password' }).click();
  await expect(passwordSection.getByRole('status')).toHaveText('Password set.');
  await expect(passwordSection).toContainText('A password protects the key in this browser');

  // Nowhere the page can store data holds the key (or the password) in the clear; localStorage holds it as an ncryptsec.
  await expect
    .poll(async () => {
      const stored = await storedTexts(page);
      return {
        hex: placesHolding(stored, me.hex),
        nsec: placesHolding(stored, nsec),
        password: placesHolding(stored, 'correct horse battery'),
        ncryptsec: placesHolding(stored, 'ncryptsec1').some((where) => where.startsWith('localStorage')),
      };
    })
    .toEqual({ hex: [], nsec: [], password: [], ncryptsec: true });

  await page.getByRole('button', { name: 'Show secret key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your secret key' });
  await dialog.getByLabel('Your password').fill('wrong horse');
  await dialog.getByRole('button', { name: 'Show key' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Wrong password');
  await expect(dialog.getByLabel('Secret key (nsec)')).toHaveCount(0);
  await dialog.getByLabel('Your password').fill('correct horse battery');
  await dialog.getByRole('button', { name: 'Show key' }).click();
  await expect(dialog.getByLabel('Secret key (nsec)')).toHaveValue(nsec);
});

test('an exported ncryptsec signs the same account in again with its password', async ({ page, context, app }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  const me = await signedInUser(page);
  await page.goto('/settings/account');
  await expect(shownNpub(page)).toHaveText(npubEncode(me.pubkey));
  await page.getByRole('button', { name: 'Export encrypted key (ncryptsec)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export encrypted key' });
  await dialog.getByLabel('Password for the file').fill('export pass 1');
  await dialog.getByLabel('Repeat the password').fill('export pass 1');
  await dialog.getByRole('button', { name: 'Export' }).click();
  const field = dialog.getByLabel('Encrypted key (ncryptsec)');
  await expect(field).toHaveValue(/^ncryptsec1[02-9ac-hj-np-z]+$/);
  const shown = await field.inputValue();
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Copied');
  const ncryptsec = await page.evaluate(() => navigator.clipboard.readText());
  expect(ncryptsec).toBe(shown);
  // Any NIP-49 reader gets the original key back with the password.
  expect(Buffer.from(decryptNcryptsec(ncryptsec, 'export pass 1')).toString('hex')).toBe(me.hex);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  await accountPage(page).getByRole('button', { name: 'Log out' }).click();
  await expect(accountPage(page).getByText('You are not signed in')).toBeVisible();
  await expect(signUpButton(page)).toBeVisible();

  await accountPage(page).getByRole('button', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await signIn.getByRole('tab', { name: 'Private key' }).click();
  await signIn.getByLabel('Private key (nsec or hex)').fill(ncryptsec);
  await signIn.getByLabel('Password (optional)').fill('export pass 1');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn).toBeHidden();
  await expect(accountBox(page)).toBeVisible();
  await expect(shownNpub(page)).toHaveText(npubEncode(me.pubkey));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Log out on the Account page signs out: Sign up is back and the page says so', async ({ page }) => {
    const me = await signedInUser(page);
    await expect(signUpButton(page)).toHaveCount(0);
    // The phone's Settings tab opens the settings index; the Account page is one of its sections.
    await mobileNav(page).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await activePage(page).getByRole('link', { name: 'Account and keys' }).click();
    await expect(page).toHaveURL(/\/settings\/account$/);
    await expect(shownNpub(page)).toHaveText(npubEncode(me.pubkey));
    await activePage(page).getByRole('button', { name: 'Log out' }).click();
    await expect(signUpButton(page)).toBeVisible();
    await expect(accountBox(page)).toHaveCount(0);
    await expect(activePage(page).getByText('You are not signed in')).toBeVisible();
    await expect(activePage(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(shownNpub(page)).toHaveCount(0);
    // The session is gone for good: a reload stays signed out.
    await page.reload();
    await expect(activePage(page).getByText('You are not signed in')).toBeVisible();
    await expect(signUpButton(page)).toBeVisible();
  });
});

const rightColumn = (page: Page) => page.getByRole('complementary', { name: 'Right column' });
const layoutSwitch = (page: Page, name: 'Show right column' | 'Single-column layout' | 'Limit page width') => page.getByRole('switch', { name });
const pageColumnWidth = async (page: Page) => (await activePage(page).boundingBox())?.width ?? 0;

test.describe('layout switches on a wide screen', () => {
  test.use({ viewport: { width: 1600, height: 900 } });

  test("'Limit page width' narrows the page column; 'Show right column' hides and shows the widgets", async ({ page }) => {
    await page.goto('/settings/appearance');
    await expect(page.locator('[data-limited-width]')).toHaveCount(0);
    expect(await pageColumnWidth(page)).toBeGreaterThan(680);
    await layoutSwitch(page, 'Limit page width').check();
    await expect(page.locator('[data-limited-width]')).toHaveCount(1);
    await expect.poll(() => pageColumnWidth(page)).toBeLessThanOrEqual(680);

    const widgets = rightColumn(page).getByTestId('network-widget');
    await expect(widgets).toBeVisible();
    await layoutSwitch(page, 'Show right column').uncheck();
    await expect(widgets).toHaveCount(0);
    await expect(rightColumn(page).getByRole('button', { name: 'Show widgets' })).toBeVisible();
    await layoutSwitch(page, 'Show right column').check();
    await expect(widgets).toBeVisible();
  });
});

test.describe('layout switches between the desktop breakpoint and 1280 px', () => {
  test.use({ viewport: { width: 1100, height: 800 } });

  test("the right column shows there only with 'Single-column layout' on (spec 1)", async ({ page }) => {
    await page.goto('/settings/appearance');
    await expect(rightColumn(page)).toBeHidden();
    await layoutSwitch(page, 'Single-column layout').check();
    await expect(rightColumn(page)).toBeVisible();
    await expect(rightColumn(page).getByTestId('network-widget')).toBeVisible();
    await layoutSwitch(page, 'Single-column layout').uncheck();
    await expect(rightColumn(page)).toBeHidden();
  });
});

test('media servers: Blossom and NIP-96 detected, a default chosen and published (kind 10063), an unreachable one refused', async ({ page, app }) => {
  const blossom = await startBlossomServer({ port: 0 });
  const nip96 = await startNip96Server({ port: 0 });
  try {
    const me = await signedInUser(page);
    await page.goto('/settings/media');
    const rows = page.getByTestId('media-server-row');
    const row = (url: string) => rows.filter({ hasText: url });
    const urlField = page.getByLabel('Server URL');

    await urlField.fill(blossom.url);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(row(blossom.url)).toContainText('Blossom');
    await expect(urlField).toHaveValue('');

    await urlField.fill(nip96.url);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(row(nip96.url)).toContainText('NIP-96');

    await row(blossom.url).getByRole('button', { name: 'Make default' }).click();
    await expect(row(blossom.url)).toHaveAttribute('data-default', 'true');
    await expect(row(blossom.url)).toContainText('Default');
    await expect(rows.filter({ has: page.getByText('Default', { exact: true }) })).toHaveCount(1);

    // The BUD-03 list on the relay: the Blossom servers, the default first; the NIP-96 server is in kind 10096.
    const servers = async (kind: number) =>
      ((await newestEvent(app.relayUrl, { kinds: [kind], authors: [me.pubkey] }))?.tags ?? []).filter((tag) => tag[0] === 'server').map((tag) => tag[1]);
    await expect.poll(() => servers(10063)).toEqual([blossom.url, 'https://blossom.nostr.build']);
    await expect.poll(() => servers(10096)).toContain(nip96.url);

    await urlField.fill('http://127.0.0.1:9');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Could not reach 127.0.0.1:9');
    await expect(row('127.0.0.1:9')).toHaveCount(0);
    await expect(urlField).toHaveValue('http://127.0.0.1:9');
  } finally {
    await Promise.all([blossom.close(), nip96.close()]);
  }
});

test('settings search finds Autoplay videos; the keyboard alone opens it and flips the switch', async ({ page }) => {
  await page.goto('/settings');
  const search = page.getByRole('searchbox', { name: 'Search settings' });
  await search.fill('autoplay');
  const result = page.getByRole('list', { name: 'Matching settings' }).getByRole('link', { name: 'Autoplay videos' });
  await expect(result).toHaveAttribute('href', '/settings/content');

  await search.focus();
  await page.keyboard.press('Tab');
  await expect(result).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/content$/);

  const autoplay = page.getByRole('switch', { name: 'Autoplay videos' });
  await expect(autoplay).toBeChecked();
  // Tab through the page until the switch has the focus (Tab only: each press moves the focus one stop).
  for (let presses = 0; presses < 60 && !(await autoplay.evaluate((element) => element === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(autoplay).toBeFocused();
  await page.keyboard.press('Space');
  await expect(autoplay).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Autoplay videos' })).not.toBeChecked();
});
