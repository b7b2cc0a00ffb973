// Issue 24 point 3: money faults. The Cashu test mint dies (or its answer is lost) at each step of mint, swap and melt,
// the page is reloaded mid-operation; once the mint is back the balance is exactly what the ledger says. Each ecash
// scenario ends by cashing the whole balance out to another wallet: only sats real at the mint can be. Then a zap whose
// payment never completes, and an NWC wallet service that is gone. One signed-in page for the file.
import type { BrowserContext, Page } from '@playwright/test';
import { startNwcService } from '../servers/money/nwc-service.mjs';
import { openNote } from '../support/notes';
import { testUser } from '../support/relay-client';
import { signInWithKey } from '../support/sign-in';
import { foreignToken, plainWallet, sumProofs, walletPage } from '../support/wallet';
import { navigateInApp } from './hostile-probes';
import { checked, expect, test } from './scenario';
import { meltHeld, paidToMint, reloadWhileMintDown } from './support/mint-watch';
import * as money from './support/money-steps';
import { expectZapped, receiptsFor, zapButton, zapFailure, zappableAuthor, zapThroughDialog } from './support/zap-steps';

const PAYER = 'money-fault-payer';
const SHOP = 'money-fault-shop';
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser, app }) => {
  context = await browser.newContext({ baseURL: app.url, permissions: ['clipboard-read', 'clipboard-write'] });
  page = await context.newPage();
  await page.goto('/');
  await signInWithKey(page, testUser().hex);
  app.ledger.createAccount(PAYER, { unlimited: true });
  app.ledger.createAccount(SHOP);
});

test.afterAll(() => context?.close());

test('mint: the mint dies at quote, after payment and while signing; reloads mid-way; the balance is what was paid', async ({ app }) => {
  await money.openEcashWallet(page);
  const start = await money.bitsShown(page);
  const paidBefore = paidToMint(app.ledger, PAYER, app.mint.account);
  app.mint.setAutoPayQuotes(false);
  try {
    app.mint.dropNextResponse('/v1/mint/quote/bolt11'); // 1. the quote's answer is lost: no invoice, nothing to pay
    expect(await money.requestInvoice(page, 5)).toBeNull();
    const quoteLost = await money.dialogAlert(page, 'Receive');
    await money.closeDialog(page, 'Receive');

    const unpaid = (await money.requestInvoice(page, 8))!; // 2. reloaded before paying; paid once the wallet has looked
    await money.closeDialog(page, 'Receive'); // its checks stop: the next one is the reloaded wallet's
    const looked = page.waitForResponse((response) => response.url().includes('/v1/mint/quote/bolt11/'));
    await page.reload();
    await looked;
    app.ledger.pay(unpaid, { from: PAYER });
    await money.expectBits(page, start + 8);

    app.mint.dropNextResponse('/v1/mint/bolt11'); // 3. paid; the mint signs but its answer is lost; reloaded
    const lost = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/v1/mint/bolt11'));
    app.ledger.pay((await money.requestInvoice(page, 13))!, { from: PAYER });
    await lost;
    await page.reload();
    await money.expectBits(page, start + 21);

    const invoice = (await money.requestInvoice(page, 34))!; // 4. paid while the mint is down, reloaded, mint back
    await money.closeDialog(page, 'Receive');
    await app.mint.close();
    app.ledger.pay(invoice, { from: PAYER });
    await reloadWhileMintDown(page, app.mintUrl);
    await expect(walletPage(page).getByRole('status').filter({ hasText: 'pending' })).toBeVisible();
    await app.restartMint();
    await money.expectBits(page, start + 55);

    const paid = paidToMint(app.ledger, PAYER, app.mint.account) - paidBefore;
    const cashed = await money.cashOut(page, app.mintUrl);
    checked(`quote answer lost ("${quoteLost.slice(0, 32)}…"): nothing to pay; ledger: paid ${paid} sat in 3 receives (unpaid at reload; signed, answer lost, reload; paid with mint down, reload); balance ${start} → ${start + 55}, expected ${start + paid}; cashed out ${cashed}`);
    expect(paid).toBe(55);
    expect(cashed).toBe(start + 55);
  } finally {
    app.mint.setAutoPayQuotes(true);
  }
});

test('swap: a send and a redeem whose answers are lost, a send while the mint is down; reloads; each sat counted once', async ({ app }) => {
  const start = await money.funded(page, app.mintUrl);
  app.mint.dropNextResponse('/v1/swap'); // 1. a send swapped at the mint, its answer lost, reloaded
  expect(await money.sendEcash(page, 10)).toBeNull();
  await page.reload();
  await money.expectBits(page, start - 10);
  const sentWorth = sumProofs(await (await plainWallet(app.mintUrl)).receive(await money.lastSentToken(page)));

  await app.mint.close(); // 2. a send while the mint is down, reloaded while down, the mint back
  expect(await money.sendEcash(page, 5)).toBeNull();
  const offline = await money.dialogAlert(page, 'Send ecash');
  await reloadWhileMintDown(page, app.mintUrl);
  await app.restartMint();
  await money.expectBits(page, start - 10);

  const token = await foreignToken(app.mintUrl, 12); // 3. a redeem swapped, its answer lost, reloaded; then again
  app.mint.dropNextResponse('/v1/swap');
  expect(await money.redeemToken(page, token)).toBe(false);
  await page.reload();
  await money.expectBits(page, start + 2);
  expect(await money.redeemToken(page, token)).toBe(false);
  const twice = await money.dialogAlert(page, 'Receive');
  await money.closeDialog(page, 'Receive');
  await money.expectBits(page, start + 2);

  const cashed = await money.cashOut(page, app.mintUrl);
  checked(`send 10, answer lost + reload: balance ${start} → ${start - 10}, history token redeemed elsewhere for ${sentWorth}; send 5 with the mint down ("${offline.slice(0, 30)}…") + reload: rolled back to ${start - 10}; redeem 12, answer lost + reload: ${start + 2}, redeemed again: "${twice}"; cashed out ${cashed}, expected ${start + 2}`);
  expect(sentWorth).toBe(10);
  expect(cashed).toBe(start + 2);
});

test('melt: a paid melt whose answer is lost, and the mint killed mid-melt; reloads; paid once or not at all', async ({ app }) => {
  const start = await money.funded(page, app.mintUrl);
  const shopBefore = app.ledger.balance(SHOP);
  const paidInvoice = app.ledger.createInvoice({ amountMsat: 21_000, account: SHOP }); // 1. paid, the answer lost
  app.mint.dropNextResponse('/v1/melt/bolt11');
  const lostAnswer = await money.payInvoice(page, paidInvoice.bolt11, 21);
  await page.reload();
  await money.expectBits(page, start - 21);

  const keptInvoice = app.ledger.createInvoice({ amountMsat: 13_000, account: SHOP }); // 2. killed while held PENDING
  app.mint.setMeltDelay(15_000);
  const held = meltHeld(page, app.mintUrl);
  const killed = money.payInvoice(page, keptInvoice.bolt11, 13);
  await held;
  await app.restartMint();
  const killedOutcome = await killed;
  await page.reload();
  await money.expectBits(page, start - 21);

  const shopGot = (app.ledger.balance(SHOP) - shopBefore) / 1000;
  const states = [paidInvoice, keptInvoice].map((invoice) => app.ledger.lookup(invoice.paymentHash)?.state);
  const cashed = await money.cashOut(page, app.mintUrl);
  checked(`pay 21, answer lost ("${lostAnswer.slice(0, 30)}…") + reload: ${start} → ${start - 21}; pay 13, mint killed mid-melt ("${killedOutcome.slice(0, 30)}…") + reload: ${start - 21}; ledger: shop +${shopGot} sat, invoices ${states.join(' / ')}; cashed out ${cashed}, expected ${start - 21}`);
  expect([lostAnswer, killedOutcome]).toEqual([expect.stringMatching(/ is offline\./), expect.stringMatching(/ is offline\./)]);
  expect(shopGot).toBe(21);
  expect(states).toEqual(['settled', 'pending']);
  expect(cashed).toBe(start - 21);
});

test('zap: a quick zap whose payment never completes is rolled back with the toast, and its ecash comes back', async ({ app }) => {
  const start = await money.funded(page, app.mintUrl);
  const note = await zappableAuthor(app, 'una');
  const unaBefore = app.ledger.balance('una');
  await openNote(page, note);
  await zapThroughDialog(page, 'una'); // paid: 21, and one tap zaps 21 from now on
  await expectZapped(page, 21);

  app.mint.setMeltDelay(15_000); // the next payment is held at the mint, which then dies: the invoice is never paid
  const held = meltHeld(page, app.mintUrl);
  await zapButton(page).click();
  await expectZapped(page, 42);
  await held;
  await app.restartMint();
  const reason = await zapFailure(page, 'una');
  await expectZapped(page, 21);
  await navigateInApp(page, '/wallet'); // no reload: the wallet asks the mint again by itself
  await money.expectBits(page, start - 21);

  const unaGot = (app.ledger.balance('una') - unaBefore) / 1000;
  const receipts = receiptsFor(app, note.id);
  const cashed = await money.cashOut(page, app.mintUrl);
  checked(`quick zap optimistic 21 → 42, mint killed holding the melt: toast reason "${reason.slice(0, 40)}…", count back to 21; ledger: una +${unaGot} sat, ${receipts} receipt; balance ${start} → ${start - 21}; cashed out ${cashed}`);
  expect(unaGot).toBe(21);
  expect(receipts).toBe(1);
  expect(cashed).toBe(start - 21);
});

test('NWC: the wallet service gone — a pending zap fails "Wallet disconnected" on Disconnect, a payment times out; nothing moves', async ({ app }) => {
  test.setTimeout(60_000); // a payment through a silent wallet ends at the 15 s NWC timeout
  const nwc = await startNwcService({ relayUrl: app.relayUrl, ledger: app.ledger, account: 'money-fault-nwc', seed: 'money-fault', name: 'Fault wallet', startingBalanceMsat: 100_000 });
  try {
    await money.connectNwc(page, nwc.uri);
    const note = await zappableAuthor(app, 'nora');
    const noraBefore = app.ledger.balance('nora');
    await openNote(page, note);
    await zapThroughDialog(page, 'nora');
    const walletBefore = app.ledger.balance(nwc.account);
    await nwc.close();
    const requests = () => app.published.filter((event: { kind: number }) => event.kind === 23194).length;
    const sent = requests();
    await zapButton(page).click(); // quick zap: shown at once, its pay_invoice never answered
    await expectZapped(page, 42);
    await expect.poll(requests).toBeGreaterThan(sent);
    await navigateInApp(page, '/wallet');
    await walletPage(page).getByRole('button', { name: 'Disconnect' }).click();
    const reason = await zapFailure(page, 'nora');
    await page.goBack();
    await expectZapped(page, 21);

    await navigateInApp(page, '/wallet'); // the same wallet again: a payment waits for the timeout
    await walletPage(page).getByRole('radio', { name: 'Nostr Wallet Connect' }).check();
    const invoice = app.ledger.createInvoice({ amountMsat: 5_000, account: SHOP });
    const timedOut = await money.payDirect(page, invoice.bolt11);
    const [walletAfter, noraGot, invoiceState] = [app.ledger.balance(nwc.account), (app.ledger.balance('nora') - noraBefore) / 1000, app.ledger.lookup(invoice.paymentHash)?.state];
    checked(`service stopped after one 21-bit zap; quick zap 21 → 42 then Disconnect: toast reason "${reason}", count back to 21; payment: "${timedOut}"; ledger: wallet ${walletBefore / 1000} → ${walletAfter / 1000} sat, nora +${noraGot}, invoice ${invoiceState}`);
    expect([reason, timedOut]).toEqual(['Wallet disconnected', 'NWC request pay_invoice timed out']);
    expect([walletAfter, noraGot, invoiceState]).toEqual([walletBefore, 21, 'pending']);
  } finally {
    await nwc.close();
  }
});
