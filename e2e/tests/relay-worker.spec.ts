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
