import { expect, test } from '../support/fixtures';

test('Back restores the previous page with its scroll position and loaded items', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByTestId('note-card').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.getByTestId('note-card').count()).toBeGreaterThanOrEqual(20);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect(page.getByRole('button', { name: 'Load more' })).toBeAttached(); // no page is loading
  const loaded = await page.getByTestId('note-card').count();
  const card = page.locator('[data-active="true"] [data-testid="note-card"]').nth(16);
  const author = card.getByTestId('note-author');
  await page.waitForTimeout(100); // the scroll position is recorded on the next animation frame
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(800);
  const eventId = await card.getAttribute('data-event-id');
  await author.evaluate((link) => (link as HTMLElement).click()); // Playwright's click() would scroll first
  await expect(page.getByTestId('profile-header')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(50);

  await page.goBack();
  await expect(page.locator('[data-active="true"] [data-testid="note-card"]')).toHaveCount(loaded);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  await expect(page.locator('[data-active="true"] [data-testid="note-card"]').nth(16)).toHaveAttribute('data-event-id', eventId!);
});

test('Back goes to / when there is no in-app history', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/about');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('note-card').first()).toBeVisible();
});
