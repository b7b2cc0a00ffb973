// The wallet page's money steps for the money fault scenarios: read the balance as a number, receive by lightning with
// an invoice paid on the fake ledger, send, redeem, pay, and cash the whole balance out to another wallet (which proves
// every sat shown is real at the mint).
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { balanceText, foreignToken, plainWallet, sumProofs, walletPage } from '../../support/wallet';

/** Fault scenarios wait for recovery, which may need a retry or two after the mint is back. */
export const RECOVERY_TIMEOUT = 20_000;

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });
const action = (page: Page, name: string) => walletPage(page).getByRole('button', { name, exact: true });

/** The balance the card shows, as a number of bits (the scenarios keep it under 1,000, where it is written out). */
export async function bitsShown(page: Page): Promise<number> {
  await expect(balanceText(page)).toHaveText(/^\d+ bits?$/);
  return Number((await balanceText(page).textContent())!.match(/^\d+/)![0]);
}

export async function expectBits(page: Page, bits: number, timeout = RECOVERY_TIMEOUT): Promise<void> {
  await expect(balanceText(page)).toHaveText(`${bits} ${bits === 1 ? 'bit' : 'bits'}`, { timeout });
}

/** The ecash wallet's page: the provider set to ecash, the balance shown. */
export async function openEcashWallet(page: Page): Promise<void> {
  await page.goto('/wallet');
  await walletPage(page).getByRole('radio', { name: 'Ecash (Cashu)' }).check();
  await expect(balanceText(page)).toBeVisible();
}

/** Asks for an ecash invoice of `bits` in the Receive dialog (left open); the invoice, or null when refused. */
export async function requestInvoice(page: Page, bits: number): Promise<string | null> {
  await action(page, 'Receive').click();
  const dialog = dialogNamed(page, 'Receive');
  await dialog.getByLabel('Amount (bits)').fill(String(bits));
  await dialog.getByRole('button', { name: 'Create invoice' }).click();
  const invoice = dialog.getByText(/^lnbc/);
  await expect(invoice.or(dialog.getByRole('alert'))).toBeVisible();
  return (await invoice.count()) ? (await invoice.textContent())!.trim() : null;
}

/** The text of the open dialog's alert. */
export async function dialogAlert(page: Page, name: string): Promise<string> {
  const alert = dialogNamed(page, name).getByRole('alert');
  await expect(alert).toBeVisible();
  return (await alert.textContent())!.trim();
}

export async function closeDialog(page: Page, name: string): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialogNamed(page, name)).toBeHidden();
}

/** Send dialog: asks for a token of `bits`; the token, or null when the mint did not answer (the alert says why). */
export async function sendEcash(page: Page, bits: number): Promise<string | null> {
  await action(page, 'Send').click();
  const dialog = dialogNamed(page, 'Send ecash');
  await dialog.getByLabel('Amount (bits)').fill(String(bits));
  await dialog.getByRole('button', { name: 'Create token' }).click();
  const ready = dialog.getByRole('status').filter({ hasText: `Token for ${bits} bit` });
  await expect(ready.or(dialog.getByRole('alert'))).toBeVisible();
  if (!(await ready.count())) return null;
  const token = (await dialog.getByText(/^cashuB/).first().textContent())!.trim();
  await dialog.getByRole('button', { name: 'Done' }).click();
  return token;
}

/** Receive dialog, ecash tab: redeems `token`; true when received, false when the alert shows instead. */
export async function redeemToken(page: Page, token: string): Promise<boolean> {
  await action(page, 'Receive').click();
  const dialog = dialogNamed(page, 'Receive');
  await dialog.getByRole('tab', { name: 'Ecash token' }).click();
  await dialog.getByRole('textbox', { name: 'Ecash token' }).fill(token);
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  const received = dialog.getByRole('status').filter({ hasText: 'Received' });
  await expect(received.or(dialog.getByRole('alert'))).toBeVisible();
  return (await received.count()) > 0;
}

/** Pay dialog with ecash: quote, then pay; 'paid', 'pending' (the mint is still paying) or the alert's text. */
export async function payInvoice(page: Page, invoice: string, bits: number): Promise<string> {
  await action(page, 'Pay').click();
  const dialog = dialogNamed(page, 'Pay invoice');
  await dialog.getByLabel('Lightning invoice').fill(invoice);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: `Pay ${bits} bits` }).click();
  const outcome = dialog.getByRole('status').filter({ hasText: /^(Paid|The mint is still paying)/ }).or(dialog.getByRole('alert'));
  await expect(outcome).toBeVisible();
  const text = (await outcome.textContent())!.trim();
  return text.startsWith('Paid') ? 'paid' : text.startsWith('The mint is still paying') ? 'pending' : text;
}

/** Redeems a fresh 64-bit token of another wallet (one 64 proof) on the ecash page; the balance after it. */
export async function funded(page: Page, mintUrl: string): Promise<number> {
  await openEcashWallet(page);
  const before = await bitsShown(page);
  expect(await redeemToken(page, await foreignToken(mintUrl, 64))).toBe(true);
  await closeDialog(page, 'Receive');
  await expectBits(page, before + 64);
  return before + 64;
}

/** Sends the whole balance and redeems the token with another wallet: the sats redeemed (the balance is then 0). */
export async function cashOut(page: Page, mintUrl: string): Promise<number> {
  const bits = await bitsShown(page);
  if (bits === 0) return 0;
  const token = await sendEcash(page, bits);
  expect(token, 'cash-out token').not.toBeNull();
  await expectBits(page, 0);
  return sumProofs(await (await plainWallet(mintUrl)).receive(token!));
}

/** The token of the newest history line, a send (copied with its Copy button; the context may read the clipboard). */
export async function lastSentToken(page: Page): Promise<string> {
  const row = walletPage(page).getByRole('region', { name: 'Transactions' }).getByRole('listitem').first();
  await expect(row).toContainText(/Sent\s*−/);
  await row.getByRole('button', { name: 'Copy token' }).click();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Connects an NWC wallet by its connection string, named `Fault wallet`, as the active wallet. */
export async function connectNwc(page: Page, uri: string): Promise<void> {
  await page.goto('/wallet');
  await walletPage(page).getByRole('radio', { name: 'Nostr Wallet Connect' }).check();
  const form = walletPage(page).getByRole('form', { name: 'Add NWC connection' });
  await form.getByLabel('Connection string').fill(uri);
  await form.getByLabel('Name (optional)').fill('Fault wallet');
  await form.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(walletPage(page).getByRole('list', { name: 'NWC connections' })).toContainText('Fault wallet');
}

/** Pay dialog with a remote wallet (no quote step): 'paid' or the alert's text (up to the 15 s NWC timeout). */
export async function payDirect(page: Page, invoice: string): Promise<string> {
  await action(page, 'Pay').click();
  const dialog = dialogNamed(page, 'Pay invoice');
  await dialog.getByLabel('Lightning invoice').fill(invoice);
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  const outcome = dialog.getByRole('status').filter({ hasText: /^Paid/ }).or(dialog.getByRole('alert'));
  await expect(outcome).toBeVisible({ timeout: 20_000 });
  const text = (await outcome.textContent())!.trim();
  return text.startsWith('Paid') ? 'paid' : text;
}
