// Zap steps for the money fault scenarios: an author whose lightning address is on the harness's zap server, the
// zap count of the open note, a zap through the dialog that saves the one-tap default, and the failure toast.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { openNoteMenu, reactions } from '../../support/notes';
import { publishAll, testUser } from '../../support/relay-client';

type ZapApp = { relayUrl: string; zaps: { addressOf(name: string): string; receipts(): Array<{ tags: string[][] }> } };

/** An author named `name` with a lightning address on the zap server, and one note. */
export async function zappableAuthor(app: ZapApp, name: string) {
  const author = testUser();
  const note = author.sign({ kind: 1, content: `Zap me if you can, says ${name}`, created_at: Math.floor(Date.now() / 1000) - 30 });
  await publishAll(app.relayUrl, [author.sign({ kind: 0, content: JSON.stringify({ name, lud16: app.zaps.addressOf(name) }) }), note]);
  return note;
}

export const zapButton = (page: Page) => reactions(page).getByRole('button', { name: 'Zap', exact: true });

export async function expectZapped(page: Page, bits: number): Promise<void> {
  await expect(reactions(page).getByRole('button', { name: /bits zapped$/ })).toHaveAccessibleName(`${bits} bits zapped`);
}

/** Receipts the zap server signed for `noteId` (one per paid zap invoice). */
export const receiptsFor = (app: ZapApp, noteId: string) => app.zaps.receipts().filter((receipt) => receipt.tags.some((tag) => tag[0] === 'e' && tag[1] === noteId)).length;

/** Zaps the open note 21 bits through the dialog (the note menu's Zap), saving 21 as the one-tap amount. */
export async function zapThroughDialog(page: Page, name: string): Promise<void> {
  await (await openNoteMenu(page)).getByRole('menuitem', { name: 'Zap' }).click();
  const dialog = page.getByRole('dialog', { name: `Zap ${name}` });
  await dialog.getByLabel('Zap 21 bits with one tap next time').check();
  await dialog.getByRole('button', { name: 'Zap 21 bits' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: `Zapped ${name} 21 bits` })).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The spec 2 §8 failure toast of a 21-bit zap to `name`; its reason. */
export async function zapFailure(page: Page, name: string): Promise<string> {
  const prefix = `Zap to ${name} (21 bits) failed. `;
  const toast = page.getByTestId('toast').filter({ hasText: prefix });
  await expect(toast).toBeVisible({ timeout: 20_000 });
  return (await toast.textContent())!.slice((await toast.textContent())!.indexOf(prefix) + prefix.length).trim();
}
