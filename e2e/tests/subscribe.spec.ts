import { npubEncode } from 'nostr-tools/nip19';
import { expect, test } from '../support/fixtures';
import { signedInUser } from '../support/notes';
import { openWallet, receiveByLightning } from '../support/wallet';

// /subscribe against the harness's API server (NIP-98 auth, invoices on the fake lightning ledger) and the page's
// Cashu wallet at the test mint.

test('/subscribe shows the tiers; paying a tier from the wallet makes the user a subscriber with a badge on their profile', async ({ page, app }) => {
  const me = await signedInUser(page);
  await openWallet(page);
  await receiveByLightning(page, 1000);
  await receiveByLightning(page, 1000);
  await receiveByLightning(page, 1000);

  await page.goto('/subscribe');
  const vanguard = page.getByRole('article', { name: 'Vanguard' });
  await expect(page.getByRole('article', { name: 'Champion' })).toContainText('10,000 sats / month');
  await vanguard.getByRole('button', { name: '2,100 sats / month' }).click();
  await expect(page.getByText(/Thank you! You are a Vanguard subscriber until/)).toBeVisible({ timeout: 15_000 });
  expect(app.api.subscriberOf(me.pubkey)?.plan).toBe('vanguard');
  await expect(vanguard).toContainText('Your tier');

  await page.goto(`/${npubEncode(me.pubkey)}`);
  await expect(page.getByRole('link', { name: 'Vanguard subscriber' }).filter({ visible: true })).toBeVisible();
});
