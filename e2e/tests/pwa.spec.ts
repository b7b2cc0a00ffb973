import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { buildNewerWallet } from '../support/newer-wallet';

const UPDATE = 'Update Available - Click to Refresh';

// These tests let the app's service worker run (the others block it), registered without its start-up delay.
test.use({ serviceWorkers: 'allow' });
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('app:service-worker', 'now'));
});

/** Waits until the worker controls the page and has cached every remote of the runtime config (its install). */
async function workerReady(page: Page, remotes: number) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, null, { timeout: 20_000 });
  await page.waitForFunction(async (count) => (await (await caches.open('remote-entries')).keys()).length >= count * 2, remotes, { timeout: 20_000 });
}

test('installable: the manifest is valid and its icons load; the worker controls the page', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByTestId('note-card').first()).toBeVisible();
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ name: 'Nostr', short_name: 'Nostr', start_url: '/', scope: '/', display: 'standalone', theme_color: '#0f1115' });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
    expect([...(await response.body()).subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
  }
  expect(manifest.shortcuts.map((shortcut: { url: string }) => shortcut.url)).toEqual(['/new', '/notifications', '/chats', '/wallet']);
  await workerReady(page, 6);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
});

test('offline: a reload shows the app with the notes this device saved, says it is offline, and other pages open', async ({ page, context }) => {
  // Relay sockets in this page's own worker, which the browser's offline switch reaches (a SharedWorker's it does not).
  await page.addInitScript(() => Reflect.deleteProperty(window, 'SharedWorker'));
  await page.goto('/');
  const firstNote = page.getByTestId('note-card').first();
  await expect(firstNote).toBeVisible();
  await workerReady(page, 6);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
    await expect(page.getByTestId('note-card').first()).toBeVisible();
    await expect(page.getByRole('link', { name: '0/1 relays' }).first()).toBeVisible(); // so the notes came from this device
    await page.getByRole('link', { name: 'Settings' }).first().click(); // another remote's page, from the worker's caches
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByTestId('offline-indicator')).toBeHidden();
  } finally {
    await context.setOffline(false);
  }
});

test("a new shell build offers 'Update Available - Click to Refresh'; the click brings it in", async ({ page, app }) => {
  await page.goto('/');
  await expect(page.getByTestId('note-card').first()).toBeVisible();
  await workerReady(page, 6);
  await expect(page.getByRole('button', { name: UPDATE })).toHaveCount(0);
  const worker = join(app.shellDir, 'sw.js');
  const deployed = readFileSync(worker, 'utf8');
  writeFileSync(worker, `${deployed}\n// the next deployment\n`);
  try {
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange'))); // the user comes back to the tab
    const button = page.getByRole('button', { name: UPDATE });
    await expect(button).toHaveAttribute('data-update-reason', 'worker', { timeout: 20_000 });
    await Promise.all([page.waitForEvent('load'), button.click()]);
    await expect(page.getByTestId('note-card').first()).toBeVisible();
    await expect(page.getByRole('button', { name: UPDATE })).toHaveCount(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  } finally {
    writeFileSync(worker, deployed);
  }
});

test('a remote deployed anew while the page is open offers the refresh, and the page then runs the new build', async ({ page, app }) => {
  const newer = buildNewerWallet();
  await page.addInitScript(() => localStorage.setItem('app:idle-preload', 'off'));
  const walletManifest = `http://127.0.0.1:${app.ports.wallet}/mf-manifest.json`;
  const baseline = page.waitForResponse(walletManifest);
  await page.goto('/');
  await expect(page.getByTestId('note-card').first()).toBeVisible();
  await baseline; // the page has seen the wallet's current build
  await workerReady(page, 6);
  await app.stopRemote('wallet');
  await app.startRemote('wallet', newer);
  try {
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const button = page.getByRole('button', { name: UPDATE });
    await expect(button).toHaveAttribute('data-update-reason', 'remote');
    await Promise.all([page.waitForEvent('load'), button.click()]);
    // The worker's caches hold the old wallet, yet the new build runs: it needs an entry this shell lacks, so the
    // wallet is unavailable where the old build showed the balance.
    await page.getByRole('link', { name: 'Wallet' }).first().click();
    await expect(page.getByText('Wallet is unavailable')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Balance' })).toHaveCount(0);
  } finally {
    await app.stopRemote('wallet');
    await app.startRemote('wallet');
  }
});
