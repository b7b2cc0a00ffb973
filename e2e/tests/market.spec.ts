import { demo, expect, test } from '../support/fixtures';
import { eventsMatching } from '../support/relay-client';

test('the market lists categories from the listings\' t tags, and a category\'s page lists its listing', async ({ page, app }) => {
  // The demo's listing (other tests publish listings of their own, some without a category).
  const [listing] = await eventsMatching(app.relayUrl, { ids: [demo.marketId] });
  const tag = listing.tags.find((entry) => entry[0] === 't')![1].toLowerCase();
  await page.goto('/m');
  const chip = page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: new RegExp(`^${tag} \\(\\d+\\)$`) });
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`/m/${encodeURIComponent(tag)}$`));
  await expect(page.getByRole('heading', { name: `Market · ${tag}` }).first()).toBeVisible();
  await expect(page.locator(`[data-active="true"] [data-testid="note-card"][data-event-id="${listing.id}"]`)).toBeVisible();

  // The list / map choice is kept across a reload.
  const active = page.locator('[data-active="true"]');
  await active.getByRole('radio', { name: 'Map' }).check();
  await page.reload();
  await expect(active.getByRole('radio', { name: 'Map' })).toBeChecked();
  await active.getByRole('radio', { name: 'List' }).check();
  await expect(active.getByRole('radio', { name: 'List' })).toBeChecked();
});
