import { npubEncode } from 'nostr-tools/nip19';
import { expect, test, demo } from '../support/fixtures';
import { accountBox, signInWithKey } from '../support/sign-in';
import { newestEvent, publishAll, testUser } from '../support/relay-client';

const bob = demo.users[1];
const carol = demo.users[2];
const UNRELATED = ['t', 'keep-me'];
/** The legacy relay map other clients still write into a contact list's content (NIP-02 leaves it unused); it is kept. */
const LEGACY_CONTENT = '{"wss://keep.example/":{"read":true,"write":false}}';

test('follow, unfollow, mute and unmute publish kind 3 / 10000 that keep unrelated tags', async ({ page, app }) => {
  const me = testUser();
  await publishAll(app.relayUrl, [
    me.sign({ kind: 0, content: JSON.stringify({ name: 'Follower Fay' }) }),
    me.sign({ kind: 3, content: LEGACY_CONTENT, tags: [['p', carol.pubkey], UNRELATED] }),
    me.sign({ kind: 10000, tags: [['word', 'spam']] }),
  ]);
  await page.goto('/');
  await signInWithKey(page, me.hex);
  await page.goto(`/${npubEncode(bob.pubkey)}`);
  const header = page.getByTestId('profile-header');

  await header.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(header.getByRole('button', { name: /^(Following|Unfollow)$/ })).toBeVisible();
  await expect.poll(async () => (await newestEvent(app.relayUrl, { kinds: [3], authors: [me.pubkey] }))?.tags).toEqual([['p', carol.pubkey], UNRELATED, ['p', bob.pubkey]]);
  expect((await newestEvent(app.relayUrl, { kinds: [3], authors: [me.pubkey] }))?.content).toBe(LEGACY_CONTENT);

  await header.getByRole('button', { name: /^(Following|Unfollow)$/ }).click();
  await expect(header.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await expect.poll(async () => (await newestEvent(app.relayUrl, { kinds: [3], authors: [me.pubkey] }))?.tags).toEqual([['p', carol.pubkey], UNRELATED]);

  await header.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Mute' }).click();
  await page.getByRole('dialog', { name: 'Mute' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('dialog', { name: 'Mute' })).toContainText('is muted.');
  await page.getByRole('dialog', { name: 'Mute' }).getByRole('button', { name: 'Close' }).first().click();
  await expect.poll(async () => (await newestEvent(app.relayUrl, { kinds: [10000], authors: [me.pubkey] }))?.tags).toEqual([['word', 'spam'], ['p', bob.pubkey]]);
  await expect(header.getByRole('button', { name: 'Unmute' }).first()).toBeVisible();

  await header.getByRole('button', { name: 'Unmute' }).first().click();
  await expect.poll(async () => (await newestEvent(app.relayUrl, { kinds: [10000], authors: [me.pubkey] }))?.tags).toEqual([['word', 'spam']]);
  await expect(header.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
});

test('edit profile: saved fields show on the profile and in the account box; unknown fields are kept', async ({ page, app }) => {
  const me = testUser();
  await publishAll(app.relayUrl, [me.sign({ kind: 0, content: JSON.stringify({ name: 'Before', bot: false, lud06: 'lnurl1keep' }) })]);
  await page.goto('/');
  await signInWithKey(page, me.hex);
  await page.goto('/settings/profile');
  const form = page.getByRole('form', { name: 'Edit profile' });
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Before');
  await form.getByLabel('Name', { exact: true }).fill('After Anna');
  await form.getByLabel('About').fill('Writes tests.\nSecond line.');
  await form.getByLabel('Website').fill('javascript:alert(1)');
  await expect(form).toContainText('Website must be a valid http(s) URL');
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  await form.getByLabel('Picture', { exact: true }).fill('not a link');
  await expect(form).toContainText('Picture must be a valid http(s) URL');
  await form.getByLabel('Picture', { exact: true }).fill('');
  await form.getByLabel('Website').fill('https://anna.example');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();

  await expect(page).toHaveURL(new RegExp(`/${npubEncode(me.pubkey)}$`));
  await expect(page.getByRole('main')).toContainText('After Anna');
  await expect(page.getByRole('main')).toContainText('Writes tests.');
  await expect(page.getByRole('main').getByRole('link', { name: /anna\.example/ })).toHaveAttribute('href', 'https://anna.example/');
  await expect(accountBox(page)).toContainText('After Anna');
  const saved = JSON.parse((await newestEvent(app.relayUrl, { kinds: [0], authors: [me.pubkey] }))!.content);
  expect(saved).toEqual({ name: 'After Anna', bot: false, lud06: 'lnurl1keep', about: 'Writes tests.\nSecond line.', website: 'https://anna.example' });
});

test('the QR dialog shows the npub as a QR code and copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const npub = npubEncode(bob.pubkey);
  await page.goto(`/${npub}`);
  await page.getByRole('button', { name: 'Show QR code' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: `QR code of ${npub}` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(npub);
  await expect(dialog.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 4000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('logged out, a profile offers no mute or message but offers View as, and Follow asks the visitor to sign in', async ({ page }) => {
  await page.goto(`/${npubEncode(bob.pubkey)}`);
  await expect(page.getByRole('main')).toContainText('Bob');
  await expect(page.getByRole('button', { name: 'Message' })).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Follow', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toHaveAccessibleDescription('Sign in to follow people.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['View as', 'Copy npub', 'Copy link']);
});
