// What the money fault scenarios watch on the mint's side: the reloaded page asking a mint that is down, a melt held
// PENDING at the mint, and what a payer has paid into the mint's ledger account.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Ledger } from '../../servers/money/fake-lightning.mjs';

/** Reloads while the mint is down; resolves once the reloaded page has asked the mint and got no answer. */
export async function reloadWhileMintDown(page: Page, mintUrl: string): Promise<void> {
  const unanswered = page.waitForEvent('requestfailed', (request) => request.url().startsWith(mintUrl));
  await page.reload();
  await unanswered;
}

/** Resolves, with the quote, once the page's next melt is held PENDING at the mint (call before the step that melts). */
export async function meltHeld(page: Page, mintUrl: string): Promise<string> {
  const request = await page.waitForRequest((sent) => sent.method() === 'POST' && sent.url() === `${mintUrl}/v1/melt/bolt11`);
  const { quote } = request.postDataJSON() as { quote: string };
  const state = async () => ((await (await fetch(`${mintUrl}/v1/melt/quote/bolt11/${quote}`)).json()) as { state: string }).state;
  await expect.poll(state).toBe('PENDING');
  return quote;
}

/** Sats `payer` has paid into the mint's ledger account so far. */
export function paidToMint(ledger: Ledger, payer: string, mintAccount: string): number {
  const paid = ledger.transactions(payer).filter((tx) => tx.type === 'outgoing' && tx.account === mintAccount);
  return paid.reduce((total, tx) => total + (tx.paidMsat ?? 0) / 1000, 0);
}
