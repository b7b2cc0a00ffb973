import { expect, test } from '../support/fixtures';
import { buildNewerWallet } from '../support/newer-wallet';

test('a remote whose server is down shows its fallback, other routes work, Retry recovers', async ({ page, app }) => {
  await app.stopRemote('wallet');
  try {
    await page.goto('/wallet');
    await expect(page.getByText('Wallet is unavailable')).toBeVisible();
    await page.getByRole('link', { name: 'Home' }).first().click();
    await expect(page.getByTestId('note-card').first()).toBeVisible();
    await page.goBack();
    await expect(page.getByText('Wallet is unavailable')).toBeVisible();
  } finally {
    await app.startRemote('wallet');
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Balance' })).toBeVisible();
});

test('a remote re-pointed in runtime-config.json loads from its new place without a rebuild', async ({ page, app }) => {
  const original = app.readConfig();
  const movedManifest = await app.deployCopy('search', app.ports.shell + 20);
  app.writeConfig({ ...original, remotes: { ...original.remotes, search: movedManifest } });
  const searchRequests: string[] = [];
  page.on('request', (request) => {
    if (/:(\d+)\//.test(request.url()) && request.url().includes(String(app.ports.shell + 20))) searchRequests.push(request.url());
  });
  try {
    await page.goto('/search/coffee');
    await expect(page.getByTestId('note-card').first()).toContainText(/coffee/i);
    expect(searchRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(searchRequests.some((url) => url.endsWith('.js'))).toBe(true);
  } finally {
    app.writeConfig(original);
  }
});

test('a remote that needs a shared entry point the deployed shell lacks is unavailable, naming the entry; the rest works', async ({ page, app }) => {
  const original = app.readConfig();
  const manifest = await app.deployCopy('wallet', app.ports.shell + 21, buildNewerWallet());
  app.writeConfig({ ...original, remotes: { ...original.remotes, wallet: manifest } });
  try {
    await page.goto('/wallet');
    await expect(page.getByText('Wallet is unavailable')).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('It needs @app/ui/wallet, which this version of the app does not provide.');
    await page.getByRole('link', { name: 'Home' }).first().click();
    await expect(page.getByTestId('note-card').first()).toBeVisible();
  } finally {
    app.writeConfig(original);
  }
});

test('remotes off the current route are not fetched at start-up', async ({ page, app }) => {
  const fetched = new Set<number>();
  page.on('request', (request) => fetched.add(Number(new URL(request.url()).port)));
  await page.goto('/');
  await expect(page.getByTestId('note-card').first()).toBeVisible();
  expect(fetched.has(app.ports.feed)).toBe(true);
  for (const name of ['profile', 'wallet', 'chat', 'search', 'settings'] as const) expect(fetched.has(app.ports[name])).toBe(false);
});

test('one bus and one core are shared by the shell and every remote', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('note-card').first()).toBeVisible();
  await page.getByTestId('relay-indicator').first().click(); // the settings remote's network page
  await expect(page.getByTestId('relay-row').first()).toHaveAttribute('data-state', 'connected');
});

test('the scripts of the first load ask V8 to compile them up front, off the main thread (explicit compile hints)', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('response', (response) => void (new URL(response.url()).pathname.endsWith('.js') && scripts.add(response.url())));
  await page.goto('/');
  await expect(page.getByTestId('note-card').first()).toBeVisible();
  expect([...scripts].some((url) => url.includes('remoteEntry.js'))).toBe(true); // the feed remote's scripts are among them
  // Read again from the servers: the page's own response bodies may be gone once it moves on.
  for (const url of scripts) expect((await (await page.request.get(url)).text()).startsWith('//# allFunctionsCalledOnLoad\n'), url).toBe(true);
});
