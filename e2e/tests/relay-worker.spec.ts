import { readdirSync } from 'node:fs';
import { expect, test } from '../support/fixtures';

test('the relay worker checks signatures with nostr-wasm, compiled from the binary shipped beside it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('note-card').first()).toBeVisible();
  const stats = () => page.evaluate(async () => (globalThis as any)[Symbol.for('@app/core/instance')].pool.stats());
  // 'js' would mean the binary could not be had and every check fell back to nostr-tools.
  await expect.poll(async () => (await stats())?.engine).toBe('wasm');
  expect((await stats())?.verified).toBeGreaterThan(0);
  expect((await stats())?.rejected).toBe(0);
});

test("the page asks for nostr-wasm's binary as soon as it starts, so the worker does not wait for it behind the scripts", async ({ page }) => {
  await page.goto('/');
  const preload = page.locator('head link[rel="preload"][as="fetch"][crossorigin]');
  await expect(preload).toHaveAttribute('href', /^\/nostr-wasm\.[0-9a-f]{8}\.wasm$/);
  const response = await page.request.get((await preload.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/wasm/);
});

test('the relay worker script asks V8 to compile it up front too', async ({ page }) => {
  const script = readdirSync(new URL('../../shell/dist/', import.meta.url)).find((file) => /^relay-worker\.[0-9a-f]{8}\.js$/.test(file));
  expect(script).toBeDefined();
  const body = await (await page.request.get(`/${script}`)).text();
  expect(body.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
});
