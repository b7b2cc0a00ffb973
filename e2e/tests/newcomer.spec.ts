import { expect, test, demo } from '../support/fixtures';
import { accountBox, signUpButton } from '../support/sign-in';
import { activePage, newest, signedInUser, unique } from '../support/notes';
import { neventEncode, npubEncode } from 'nostr-tools/nip19';

const PHONE = { width: 390, height: 844 };

test('on a 390 px phone, a signed-in user writes and posts a note from home with the floating New post button', async ({ page, app }) => {
  await page.setViewportSize(PHONE);
  const me = await signedInUser(page);
  await page.getByRole('button', { name: 'New post' }).filter({ visible: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New post' });
  const text = `Posted from a phone ${unique()}`;
  const box = dialog.getByRole('textbox', { name: "What's on your mind?" });
  await expect(box).toBeFocused();
  await box.fill(text);
  await dialog.getByRole('button', { name: 'Post' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await newest(app.relayUrl, 1, me.pubkey))?.content).toBe(text);
  const posted = (await newest(app.relayUrl, 1, me.pubkey))!;
  await expect(page).toHaveURL(new RegExp(`/${neventEncode({ id: posted.id, author: me.pubkey, kind: 1 })}$`));
  await expect(activePage(page).getByTestId('thread-focus')).toContainText(text);
});

test('the sign-up dialog keeps focus inside through repeated Tabs, Escape closes it and focus returns to Sign up', async ({ page }) => {
  await page.goto('/');
  const opener = signUpButton(page);
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("a visitor's Like and Repost open the sign-in dialog with the reason, and nothing is published", async ({ page, app }) => {
  const from = app.published.length;
  await page.goto(`/${neventEncode({ id: demo.welcomeNoteId, author: demo.users[0]!.pubkey })}`);
  const card = activePage(page).getByTestId('thread-focus');
  await card.getByRole('button', { name: 'Like', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toHaveAccessibleDescription('Sign in to like this note.');
  await expect(dialog.getByRole('tab', { name: 'Private key' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await card.getByRole('button', { name: 'Repost', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toHaveAccessibleDescription('Sign in to repost or quote this note.');
  await page.keyboard.press('Escape');
  expect(app.published.slice(from)).toEqual([]);
});

test('logging out of a new account whose key was never confirmed saved asks first; Cancel keeps the account', async ({ page }) => {
  await page.goto('/');
  await signUpButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByLabel('Name').fill('Careless Carl');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByTestId('backup-nsec')).toContainText(/^nsec1/);
  await expect(dialog.getByRole('tab', { name: 'Private key' })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape'); // closed without confirming the backup
  await expect(dialog).toBeHidden();
  await page.reload(); // the missing backup is remembered

  await accountBox(page).getByRole('button', { name: 'Log out' }).click();
  const warning = page.getByRole('dialog', { name: 'Log out without your key?' });
  await expect(warning).toContainText('no one can recover it');
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(accountBox(page)).toBeVisible();

  await accountBox(page).getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out without your key?' }).getByRole('button', { name: 'Log out anyway' }).click();
  await expect(signUpButton(page)).toBeVisible();
});

test('a visitor opening home, a note and a profile meets no console error and no failed request', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()} (${reason})`); // aborted: cancelled by the next page.goto
  });
  page.on('response', (response) => response.status() >= 400 && problems.push(`HTTP ${response.status()}: ${response.url()}`));
  const alice = demo.users[0]!;

  await page.goto('/');
  await expect(page.getByTestId('note-card').first()).toBeVisible();
  await page.goto(`/${neventEncode({ id: demo.welcomeNoteId, author: alice.pubkey })}`);
  await expect(activePage(page).getByTestId('thread-focus')).toContainText('Welcome to the demo relay');
  await page.goto(`/${npubEncode(alice.pubkey)}`);
  // Alice's NIP-05 name is verified against the shell's /.well-known/nostr.json (the demo's names point there)
  const nip05 = activePage(page).getByTestId('profile-nip05');
  await expect(nip05).toHaveText(/^alice@127\.0\.0\.1:\d+$/);
  await expect(nip05).toHaveAttribute('data-verified', 'true');
  await expect(activePage(page).getByTestId('note-card').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('the side bar and the right column keep their places on every route', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const alice = demo.users[0]!;
  const places: Record<string, string> = {};
  for (const path of ['/', '/notifications', `/${npubEncode(alice.pubkey)}`, '/settings/network', '/search']) {
    await page.goto(path);
    await expect(page.getByRole('main').filter({ visible: true }).first()).toBeVisible();
    const side = (await page.getByRole('navigation', { name: 'Main', exact: true }).boundingBox())!;
    const right = (await page.getByRole('complementary', { name: 'Right column' }).boundingBox())!;
    places[path] = `side ${Math.round(side.x)}+${Math.round(side.width)}, right ${Math.round(right.x)}+${Math.round(right.width)}`;
  }
  expect(new Set(Object.values(places)).size, JSON.stringify(places, null, 1)).toBe(1);
});

test("a phone shows one header: the page's title in the app's header, no second title bar", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/notifications');
  const header = page.getByTestId('mobile-header');
  await expect(header.getByTestId('mobile-title')).toHaveText('Notifications');
  await expect(header.getByRole('link', { name: 'Notifications' })).toBeVisible(); // the bell, beside the title
  // the page's own bar stays only for assistive technology: its heading is there, the bar takes no room
  const heading = page.getByRole('heading', { name: 'Notifications', level: 1 });
  await expect(heading).toHaveCount(1);
  const bar = (await heading.locator('xpath=..').boundingBox())!;
  expect(bar.height).toBeLessThanOrEqual(1);
  expect(bar.width).toBeLessThanOrEqual(1);

  await page.goto('/');
  await expect(page.getByTestId('note-card').first()).toBeVisible();
  await expect(header.getByRole('link', { name: 'nostr' })).toBeVisible(); // Home starts with the app's name
  await page.mouse.wheel(0, 600);
  await expect(header.getByTestId('mobile-title')).toHaveCSS('opacity', '1'); // …and fades to the feed's name
  await expect(header.getByTestId('mobile-title')).toHaveText('Home');
});

test('every dialog keeps focus inside through repeated Tabs and closes on Escape: QR, reactions, reply', async ({ page }) => {
  const alice = demo.users[0]!;
  await signedInUser(page);
  const check = async (name: string | undefined, open: () => Promise<void>) => {
    await open();
    const dialog = name ? page.getByRole('dialog', { name }) : page.getByRole('dialog');
    const inside = () => dialog.evaluate((node) => node.contains(document.activeElement));
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await inside(), `${name ?? 'QR'}: focus left after ${i + 1} Tabs`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  };
  await page.goto(`/${npubEncode(alice.pubkey)}`);
  await check(undefined, () => page.getByRole('button', { name: 'Show QR code' }).click());
  await page.goto(`/${neventEncode({ id: demo.welcomeNoteId, author: alice.pubkey })}`);
  const focused = activePage(page).getByTestId('thread-focus');
  await check('Reactions', () => focused.getByRole('button', { name: /reactions?$/ }).first().click());
  await check('Reply', () => focused.getByRole('button', { name: 'Reply', exact: true }).click());
});
