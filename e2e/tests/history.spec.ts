import { expect, test } from '../support/fixtures';

test('Back restores the previous page with its scroll position and loaded items', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const list = page.locator('[data-active="true"] [data-testid="feed-list"]');
  await expect(page.getByTestId('note-card').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(async () => Number(await list.getAttribute('data-count'))).toBeGreaterThanOrEqual(20);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect(page.getByRole('button', { name: 'Load more' })).toBeAttached(); // no page is loading
  await page.waitForTimeout(300); // the virtual list settles and the scroll position is recorded on the next frame
  const loaded = await list.getAttribute('data-count');
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(800);
  const row = list.locator('[data-index]').nth(3);
  const index = await row.getAttribute('data-index');
  const eventId = await row.getByTestId('note-card').first().getAttribute('data-event-id');
  await row.getByTestId('note-author').first().evaluate((link) => (link as HTMLElement).click()); // Playwright's click() would scroll first
  await expect(page.getByTestId('profile-header')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(50);

  await page.goBack();
  await expect(list).toHaveAttribute('data-count', loaded!);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  await expect(list.locator(`[data-index="${index}"] [data-testid="note-card"]`).first()).toHaveAttribute('data-event-id', eventId!);
});

test('Back goes to / when there is no in-app history', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/about');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('note-card').first()).toBeVisible();
});
