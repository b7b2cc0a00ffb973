import { expect, test } from '../support/fixtures';
import { publishAll, testUser } from '../support/relay-client';

test('the relay page lists a relay discovered in a user\'s NIP-65 list, and its page adds it to my relays', async ({ page, app }) => {
  const user = testUser();
  await publishAll(app.relayUrl, [user.sign({ kind: 10002, tags: [['r', 'wss://discovered.example'], ['r', `${app.relayUrl}/`]] })]);
  await page.goto('/relay');
  const discovered = page.getByTestId('discovered-relays').getByRole('listitem').filter({ hasText: 'wss://discovered.example/' });
  await expect(discovered).toHaveText('wss://discovered.example/ · not connected');
  // The user's own relay is in use, not discovered.
  await expect(page.getByTestId('discovered-relays')).not.toContainText(`${app.relayUrl}/`);

  await discovered.getByRole('link').click();
  await expect(page).toHaveURL(/\/relay\/discovered\.example$/);
  await page.getByRole('button', { name: 'Add to my relays' }).click();
  await expect(page.getByText('One of your relays')).toBeVisible();
  await page.goto('/settings/network');
  await expect(page.getByRole('link', { name: 'wss://discovered.example/' })).toBeVisible();
});

test('a relay\'s page shows its NIP-11 name and its own feed', async ({ page, app }) => {
  await page.goto(`/relay/${encodeURIComponent(`${app.relayUrl}/`)}`);
  const active = page.locator('[data-active="true"]');
  await expect(active.locator('dt', { hasText: 'Name' }).locator('+ dd')).toHaveText('demo relay');
  await expect(active.getByRole('heading', { name: 'Latest on this relay' })).toBeVisible();
  await expect(active.getByTestId('note-card').first()).toBeVisible();
  await expect(active.getByText('One of your relays')).toBeVisible();
});
