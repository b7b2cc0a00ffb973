import { createHash } from 'node:crypto';
import { neventEncode, npubEncode } from 'nostr-tools/nip19';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { eventsMatching, publishAll, testUser } from '../support/relay-client';
import { focusedCard, now, openNote, reactions, signedInUser } from '../support/notes';
import { balanceText, openWallet, receiveByLightning, walletPage } from '../support/wallet';

// Zaps against the harness's zap server (LNURL + NIP-57 on the fake lightning ledger), paid by the page's Cashu wallet
// at the test mint; the count comes from the receipt the zap server publishes to the real relay once the invoice is paid.

/** An author whose lightning address is on the local zap server, with one note. */
async function zappableAuthor(app: { relayUrl: string; zaps: { addressOf(name: string): string } }, name: string) {
  const author = testUser();
  const note = author.sign({ kind: 1, content: `Zap me if you like this, says ${name}`, created_at: now() - 30 });
  await publishAll(app.relayUrl, [author.sign({ kind: 0, content: JSON.stringify({ name, lud16: app.zaps.addressOf(name) }) }), note]);
  return { author, note };
}

/** A receipt shaped like a real one (signed request, invoice committing to it) but signed by a key that is not zoe's LNURL server. */
function forgedReceipt(app: { ledger: { createInvoice(opts: object): { bolt11: string } } }, note: { id: string; pubkey: string }) {
  const zapper = testUser();
  const forger = testUser();
  const request = JSON.stringify(zapper.sign({ kind: 9734, content: 'forged', tags: [['p', note.pubkey], ['e', note.id], ['amount', '1000000'], ['relays', 'ws://x']] }));
  const descriptionHash = createHash('sha256').update(request).digest('hex');
  const { bolt11 } = app.ledger.createInvoice({ amountMsat: 1_000_000, descriptionHash, account: 'forger' });
  return forger.sign({ kind: 9735, tags: [['p', note.pubkey], ['e', note.id], ['bolt11', bolt11], ['description', request]] });
}

/** Holds the page's requests to `url` (what happens meanwhile shows) until `release()`, then lets them all through. */
async function holdRequests(page: Page, url: RegExp): Promise<{ held(): number; release(): void }> {
  let release = () => {};
  let held = 0;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    held++;
    await released;
    await route.continue();
  });
  return { held: () => held, release };
}

const zapCount = (page: Page) => reactions(page).getByRole('button', { name: /bits zapped$/ });

test('zap a note from a funded ecash wallet: the invoice is paid at once and the count rises from the receipt', async ({ page, app }) => {
  await signedInUser(page);
  await openWallet(page);
  await receiveByLightning(page, 100);
  const { note } = await zappableAuthor(app, 'zoe');
  await publishAll(app.relayUrl, [forgedReceipt(app, note)]);
  await openNote(page, note);
  await expect(zapCount(page)).toHaveAccessibleName('0 bits zapped'); // the forged receipt counts for nothing

  await reactions(page).getByRole('button', { name: 'Zap', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Zap zoe' });
  await expect(dialog.getByRole('button', { name: '21', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByLabel('Custom amount (bits)').fill('42');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.getByLabel('Comment', { exact: true }).fill('great note');
  await dialog.getByRole('button', { name: 'Zap 42 bits' }).click();

  await expect(page.getByTestId('toast').filter({ hasText: 'Zapped zoe 42 bits' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(zapCount(page)).toHaveAccessibleName('42 bits zapped');
  await expect.poll(() => app.zaps.receipts().filter((receipt) => receipt.tags.some((tag) => tag[0] === 'e' && tag[1] === note.id)).length).toBe(1);
  await expect(reactions(page).getByRole('button', { name: 'Zap', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.reload(); // what counts now is the verified receipt alone (and still not the forged one)
  await expect(zapCount(page)).toHaveAccessibleName('42 bits zapped');
  await openWallet(page);
  await expect(balanceText(page)).toHaveText('58 bits');
});

test('zap through an NWC wallet: the remote wallet pays the invoice and the receipt counts', async ({ page, app }) => {
  await signedInUser(page);
  await openWallet(page);
  await walletPage(page).getByRole('radio', { name: 'Nostr Wallet Connect' }).check();
  const form = walletPage(page).getByRole('form', { name: 'Add NWC connection' });
  await form.getByLabel('Connection string').fill(app.nwcUri!);
  await form.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(balanceText(page)).toHaveText(/bits$/);
  const before = app.ledger.balance('nwc-wallet');
  const { note } = await zappableAuthor(app, 'nell');
  await openNote(page, note);

  await reactions(page).getByRole('button', { name: 'Zap', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Zap nell' });
  await dialog.getByRole('button', { name: '100', exact: true }).click();
  await dialog.getByRole('button', { name: 'Zap 100 bits' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Zapped nell 100 bits' })).toBeVisible();
  expect(before - app.ledger.balance('nwc-wallet')).toBe(100_000);
  await page.reload();
  await expect(zapCount(page)).toHaveAccessibleName('100 bits zapped');
});

test('a quick zap shows at once and is rolled back with the toast when the payment fails', async ({ page, app }) => {
  await signedInUser(page);
  await openWallet(page);
  await receiveByLightning(page, 30);
  const { note } = await zappableAuthor(app, 'quinn');
  await openNote(page, note);

  // The first zap saves 21 bits as the one-tap default.
  await reactions(page).getByRole('button', { name: 'Zap', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Zap quinn' });
  await dialog.getByLabel('Zap 21 bits with one tap next time').check();
  await dialog.getByRole('button', { name: 'Zap 21 bits' }).click();
  await expect(dialog).toBeHidden();
  await expect(zapCount(page)).toHaveAccessibleName('21 bits zapped');

  // 9 bits left: the next tap zaps 21 at once (no dialog) and counts it while the invoice is asked for (held here);
  // the wallet cannot pay, the zap is taken back and the toast links to the note.
  const invoiceRequest = await holdRequests(page, /\/lnurlp\/quinn\/callback\?/);
  await reactions(page).getByRole('button', { name: 'Zap', exact: true }).click();
  await expect.poll(() => invoiceRequest.held()).toBe(1);
  await expect(zapCount(page)).toHaveAccessibleName('42 bits zapped');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  invoiceRequest.release();
  const toast = page.getByTestId('toast').filter({ hasText: /^Zap to quinn \(21 bits\) failed\. / });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('link')).toHaveAttribute('href', `/${neventEncode({ id: note.id, author: note.pubkey })}`);
  await expect(zapCount(page)).toHaveAccessibleName('21 bits zapped');
  await expect(focusedCard(page)).toBeVisible();
});

test('a zap-all campaign over 5 posts skips an author without a lightning address and stops at its budget', async ({ page, app }) => {
  const authors = ['ana', 'ben', 'cid', 'dot', 'eve'].map((name, index) => ({ name, user: testUser(), index }));
  const events = authors.flatMap(({ name, user, index }) => [
    user.sign({ kind: 0, content: JSON.stringify({ name, ...(name !== 'cid' && { lud16: app.zaps.addressOf(name) }) }) }),
    user.sign({ kind: 1, content: `Campaign post number ${index} by ${name}`, created_at: now() - 60 - index * 10 }),
  ]);
  await publishAll(app.relayUrl, events);
  await signedInUser(page);
  await openWallet(page);
  await receiveByLightning(page, 200);

  await page.goto('/');
  await page.getByRole('button', { name: 'Edit feeds' }).click();
  await page.getByRole('button', { name: 'Add feed' }).click();
  const editor = page.getByRole('region', { name: 'Feed editor' });
  for (const { user } of authors) {
    await editor.getByLabel('User', { exact: true }).fill(npubEncode(user.pubkey));
    await editor.getByLabel('User', { exact: true }).press('Enter');
  }
  await expect(editor).toContainText('5 users selected');
  await editor.getByRole('checkbox', { name: "Show a 'Zap all' button" }).check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('feed').getByTestId('note-card')).toHaveCount(5);

  await page.getByRole('button', { name: '⚡ Zap all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zap all' });
  await dialog.getByLabel('Budget (bits)').fill('63');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Budget exhausted after 3 zaps (63 bits)', { timeout: 20_000 });
  await expect(dialog.getByRole('log')).toContainText('“Campaign post number 2 by cid” by cid: No lightning address');
  expect(app.zaps.receipts().filter((receipt) => authors.some(({ user }) => receipt.tags.some((tag) => tag[0] === 'p' && tag[1] === user.pubkey)))).toHaveLength(3);
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeVisible();
});

test('a nutzap (NIP-61) sent from the zap dialog arrives in a second user’s wallet and counts on the note', async ({ page, app, browser }) => {
  test.setTimeout(60_000); // two browsers, two funded wallets, a reload on each side
  // The recipient: a wallet with ecash, so their kind 10019 (mints, P2PK key) is on the relay.
  const recipientContext = await browser.newContext({ baseURL: app.url });
  const recipientPage = await recipientContext.newPage();
  const recipient = await signedInUser(recipientPage);
  await openWallet(recipientPage);
  await receiveByLightning(recipientPage, 10);
  await expect.poll(async () => (await eventsMatching(app.relayUrl, { kinds: [10019], authors: [recipient.pubkey] })).length).toBe(1);
  const note = recipient.sign({ kind: 1, content: 'Nutzap this note with some ecash please', created_at: now() - 30 });
  await publishAll(app.relayUrl, [recipient.sign({ kind: 0, content: JSON.stringify({ name: 'nina' }) }), note]);

  await signedInUser(page);
  await openWallet(page);
  await receiveByLightning(page, 100);
  await openNote(page, note);
  await reactions(page).getByRole('button', { name: 'Zap', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Zap nina' });
  await expect(dialog.getByText(/this zap goes as ecash \(a nutzap\)/)).toBeVisible(); // no lightning address
  await dialog.getByRole('button', { name: 'Zap 21 bits' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Zapped nina 21 bits' })).toBeVisible();
  const [nutzap] = await eventsMatching(app.relayUrl, { kinds: [9321], '#p': [recipient.pubkey] });
  expect(nutzap.tags).toEqual(expect.arrayContaining([['u', app.mintUrl], ['e', note.id]]));
  await page.reload(); // the count now comes from the kind-9321 event, checked against nina's kind 10019
  await expect(zapCount(page)).toHaveAccessibleName('21 bits zapped');

  await recipientPage.reload();
  await expect(balanceText(recipientPage)).toHaveText('31 bits', { timeout: 15_000 }); // redeemed with the wallet's P2PK key
  await recipientContext.close();
});
