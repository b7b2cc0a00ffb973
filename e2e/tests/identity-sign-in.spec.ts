import { nsecEncode, npubEncode } from 'nostr-tools/nip19';
import { expect, test, demo } from '../support/fixtures';
import { accountBox, signInWithKey, signUpButton } from '../support/sign-in';
import { testUser, publishAll } from '../support/relay-client';
// @ts-expect-error plain ESM helper without types
import { startBunker } from '../servers/bunker.mjs';

test('a password-protected key is locked after a reload until the right password is given', async ({ page, app }) => {
  const user = testUser();
  await publishAll(app.relayUrl, [user.sign({ kind: 0, content: JSON.stringify({ name: 'Locked Lucy' }) })]);
  await page.goto('/');
  await signInWithKey(page, nsecEncode(user.secretKey), 'correct horse');
  await expect(accountBox(page)).toContainText('Locked Lucy');
  expect(await page.evaluate(() => JSON.stringify(localStorage))).toContain('ncryptsec1');
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(user.hex);

  await page.reload();
  const prompt = page.getByRole('form', { name: 'Unlock your key' });
  await prompt.getByLabel('Password to unlock your key').fill('wrong');
  await prompt.getByRole('button', { name: 'Unlock' }).click();
  await expect(prompt).toContainText('Wrong password');
  await prompt.getByLabel('Password to unlock your key').fill('correct horse');
  await prompt.getByRole('button', { name: 'Unlock' }).click();
  await expect(prompt).toBeHidden();
  await expect(accountBox(page)).toContainText('Locked Lucy');
});

test('sign in with a NIP-46 remote signer started by the test (bunker:// URI)', async ({ page, app }) => {
  const user = testUser();
  await publishAll(app.relayUrl, [user.sign({ kind: 0, content: JSON.stringify({ name: 'Bunker Bob' }) })]);
  const bunker = await startBunker({ relayUrl: app.relayUrl, userSecretKey: user.secretKey });
  try {
    await page.goto('/');
    await signUpButton(page).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Remote signer' }).click();
    await dialog.getByLabel('Bunker URI').fill(bunker.uri);
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await expect(accountBox(page)).toContainText('Bunker Bob');
    expect(bunker.requests.map((request: { method: string }) => request.method)).toContain('connect');
  } finally {
    await bunker.close();
  }
});

test('a flagged public key shows the error page with the explanation link', async ({ page, app }) => {
  const flagged = demo.users[5];
  const original = app.readConfig();
  app.writeConfig({ ...original, flaggedPubkeys: [flagged.pubkey], flaggedExplanation: `/${demo.welcomeNote}` });
  try {
    await page.goto(`/${npubEncode(flagged.pubkey)}`);
    await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible();
    await expect(page.getByText('Flagged as CSAM by a third-party provider. See explanation at')).toBeVisible();
    await expect(page.getByRole('link', { name: `/${demo.welcomeNote}` })).toHaveAttribute('href', `/${demo.welcomeNote}`);
    await page.getByRole('button', { name: 'Go back to homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  } finally {
    app.writeConfig(original);
  }
});

test('sign in by showing a nostrconnect:// QR code that a remote signer accepts', async ({ page, app }) => {
  const user = testUser();
  await publishAll(app.relayUrl, [user.sign({ kind: 0, content: JSON.stringify({ name: 'Connect Carol' }) })]);
  const bunker = await startBunker({ relayUrl: app.relayUrl, userSecretKey: user.secretKey, secret: '' });
  try {
    await page.goto('/');
    await signUpButton(page).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Remote signer' }).click();
    await dialog.getByRole('button', { name: 'Show a nostrconnect:// link' }).click();
    await expect(dialog.getByRole('img', { name: 'nostrconnect QR code' })).toBeVisible();
    const uri = await dialog.getByTestId('nostrconnect-uri').textContent();
    expect(uri).toMatch(/^nostrconnect:\/\//);
    await bunker.connectTo(uri);
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await expect(accountBox(page)).toContainText('Connect Carol');
  } finally {
    await bunker.close();
  }
});
