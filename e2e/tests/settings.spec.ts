import { expect, test } from '../support/fixtures';

test('network settings: add (normalised, no duplicates), toggle, remove; persisted across reloads', async ({ page, app }) => {
  await page.goto('/settings/network');
  const rows = page.getByTestId('relay-row');
  await expect(rows.first()).toContainText(app.relayUrl);
  await expect(rows.first()).toHaveAttribute('data-state', 'connected');

  const input = page.getByLabel('Add relay');
  await input.fill('  relay.invalid.example  ');
  await input.press('Enter');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('wss://relay.invalid.example/');
  await expect(rows.nth(1)).toHaveAttribute('data-state', 'not-connected');

  await input.fill('wss://relay.invalid.example');
  await input.press('Enter');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(rows).toHaveCount(2);

  await input.fill('typing then escape');
  await input.press('Escape');
  await expect(input).toHaveValue('');

  await page.getByLabel('Enable wss://relay.invalid.example/').uncheck();
  await expect(rows.nth(1)).toHaveAttribute('data-state', 'disabled');

  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toHaveAttribute('data-state', 'disabled');
  await page.getByLabel('Remove wss://relay.invalid.example/').click();
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(rows).toHaveCount(1);
});

test('disabling the only relay disconnects it at once', async ({ page }) => {
  await page.goto('/settings/network');
  const row = page.getByTestId('relay-row').first();
  await expect(row).toHaveAttribute('data-state', 'connected');
  await row.getByRole('checkbox').uncheck();
  await expect(row).toHaveAttribute('data-state', 'disabled');
  await expect(page.getByTestId('relay-summary')).toContainText('0 connected of 0 enabled');
  await row.getByRole('checkbox').check();
  await expect(row).toHaveAttribute('data-state', 'connected');
});
