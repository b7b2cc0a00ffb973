import { Wallet, getEncodedToken, type Proof } from '@cashu/cashu-ts';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The open /wallet page (kept alive pages: scoped to the active one). */
export const walletPage = (page: Page) => page.locator('[data-active="true"]');

/** The balance the card shows, as its text ("100 bits"). */
export const balanceText = (page: Page) => walletPage(page).getByTestId('balance-amount');

export async function openWallet(page: Page): Promise<void> {
  await page.goto('/wallet');
  await expect(balanceText(page)).toBeVisible();
}

/** Receive by lightning through the dialog; the harness's mint pays its quotes at once. */
export async function receiveByLightning(page: Page, bits: number): Promise<void> {
  await walletPage(page).getByRole('button', { name: 'Receive', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Receive' });
  await dialog.getByLabel('Amount (bits)').fill(String(bits));
  await dialog.getByRole('button', { name: 'Create invoice' }).click();
  await expect(dialog.getByRole('status')).toContainText(`Received ${bits} bits`);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

/** Plain cashu-ts, as another wallet app uses it. */
export async function plainWallet(mintUrl: string): Promise<Wallet> {
  const wallet = new Wallet(mintUrl, { unit: 'sat' });
  await wallet.loadMint();
  return wallet;
}

/** A token minted by another wallet app. */
export async function foreignToken(mintUrl: string, amount: number): Promise<string> {
  const wallet = await plainWallet(mintUrl);
  const quote = await wallet.createMintQuoteBolt11(amount);
  const proofs = await wallet.mintProofsBolt11(amount, quote.quote);
  return getEncodedToken({ mint: mintUrl, proofs, unit: 'sat' });
}

export const sumProofs = (proofs: Proof[]) => proofs.reduce((total, proof) => total + Number(proof.amount.toString()), 0);
