import { demo, expect, test } from '../support/fixtures';
import { publishAll, testUser } from '../support/relay-client';

test('a geohash page lists a note tagged inside it, and a click on the map opens the cell under it', async ({ page, app }) => {
  // Tagged as our composer tags a location: every prefix of the cell (NIP-52 style), so a coarser page finds it.
  const author = testUser();
  const note = author.sign({ kind: 1, content: 'Sunset over the canal', tags: [['g', 'u17'], ['g', 'u17c'], ['g', 'u17cc']] });
  await publishAll(app.relayUrl, [note]);
  await page.goto('/map/u17c');
  const active = page.locator('[data-active="true"]');
  await expect(active.getByRole('heading', { name: 'Map · u17c' }).first()).toBeVisible();
  await expect(active.locator(`[data-testid="note-card"][data-event-id="${note.id}"]`)).toBeVisible();

  // The demo's geotagged note at its own cell.
  await page.goto(`/map/${demo.geohash}`);
  await expect(active.getByTestId('note-card').first()).toBeVisible();

  // The map draws without tiles (none here), and a click picks the cell under the pointer.
  const map = active.getByRole('application');
  await expect(map.locator('path.geohash-cell').first()).toBeVisible();
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width - 60, y: box.height / 2 } }); // clear of the zoom buttons
  await expect(page).not.toHaveURL(new RegExp(`/map/${demo.geohash}$`));
  await expect(page).toHaveURL(/\/map\/[0-9b-hjkmnp-z]+$/);
});

test('"Add current location" opens the cell of the browser\'s position, at precision 4', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 48.8566, longitude: 2.3522 });
  await page.goto('/map');
  await page.locator('[data-active="true"]').getByRole('button', { name: 'Add current location' }).click();
  await expect(page).toHaveURL(/\/map\/u09t$/);
});
