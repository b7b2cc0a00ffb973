import { createHash } from 'node:crypto';
import { expect, test, demo } from '../support/fixtures';

/** Demo users' keys are sha256("nostr-demo-user-" + i), as in scripts/demo/generate.mjs. */
const demoSecret = (i: number) => createHash('sha256').update(`nostr-demo-user-${i}`).digest('hex');

const signUp = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Sign up' }).filter({ visible: true });
const account = (page: import('@playwright/test').Page) => page.getByTestId('account').filter({ visible: true });

test('create an account: nsec shown once, profile published, still signed in after reload', async ({ page }) => {
  await page.goto('/');
  await signUp(page).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Eve Example');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByTestId('backup-nsec')).toContainText(/^nsec1/);
  await dialog.getByLabel('I saved my key').check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(account(page)).toContainText('Eve Example');

  await page.reload();
  await expect(account(page)).toContainText('Eve Example');
  await expect(signUp(page)).toHaveCount(0);
  await account(page).getByRole('link', { name: 'Your profile' }).click();
  await expect(page).toHaveURL(/\/npub1/);
  await expect(page.getByRole('main')).toContainText('Eve Example');
});

test('an invalid private key shows the core error', async ({ page }) => {
  await page.goto('/');
  await signUp(page).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Private key' }).click();
  await dialog.getByLabel('Private key (nsec or hex)').fill('not-a-key');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid private key provided.');
});

test('sign in with a demo user key, then log out', async ({ page }) => {
  const { nsecEncode } = await import('nostr-tools/nip19');
  const alice = demo.users[0];
  await page.goto('/');
  await signUp(page).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Private key' }).click();
  await dialog.getByLabel('Private key (nsec or hex)').fill(nsecEncode(Buffer.from(demoSecret(alice.index), 'hex')));
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(account(page)).toContainText('Alice');
  await account(page).getByRole('button', { name: 'Log out' }).click();
  await expect(signUp(page)).toBeVisible();
});
