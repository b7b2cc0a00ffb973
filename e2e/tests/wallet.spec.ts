import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PaymentRequest, PaymentRequestTransportType, type Proof } from '@cashu/cashu-ts';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { generateSecretKey, getPublicKey } from 'nostr-tools/pure';
import { expect, test } from '../support/fixtures';
import { eventsMatching } from '../support/relay-client';
import { signInWithKey } from '../support/sign-in';
import { balanceText, foreignToken, openWallet, plainWallet, receiveByLightning, sumProofs, walletPage } from '../support/wallet';

// The /wallet page against the harness's local money services: the Cashu test mint, the fake lightning ledger and the
// NWC wallet service on the real relay. Each test is a new browser profile: a new, empty ecash wallet.

test('receive by lightning, send a token another wallet redeems, redeem a token, pay an invoice', async ({ page, app }) => {
  await openWallet(page);
  await receiveByLightning(page, 100);
  await expect(balanceText(page)).toHaveText('100 bits');

  await walletPage(page).getByRole('button', { name: 'Send', exact: true }).click();
  const send = page.getByRole('dialog', { name: 'Send ecash' });
  await send.getByLabel('Amount (bits)').fill('30');
  await send.getByLabel('Memo (optional)').fill('for coffee');
  await send.getByRole('button', { name: 'Create token' }).click();
  await expect(send.getByRole('status')).toContainText('Token for 30 bits ready');
  const token = (await send.getByText(/^cashuB/).first().textContent())!.trim();
  await send.getByRole('button', { name: 'Done' }).click();
  await expect(balanceText(page)).toHaveText('70 bits');
  const other = await plainWallet(app.mintUrl);
  expect(other.decodeToken(token).memo).toBe('for coffee');
  expect(sumProofs(await other.receive(token))).toBe(30);

  await walletPage(page).getByRole('button', { name: 'Receive', exact: true }).click();
  const receive = page.getByRole('dialog', { name: 'Receive' });
  await receive.getByRole('tab', { name: 'Ecash token' }).click();
  await receive.getByRole('textbox', { name: 'Ecash token' }).fill(await foreignToken(app.mintUrl, 12));
  await receive.getByRole('button', { name: 'Redeem' }).click();
  await expect(receive.getByRole('status')).toContainText('Received 12 bits');
  await receive.getByRole('button', { name: 'Done' }).click();
  await expect(balanceText(page)).toHaveText('82 bits');

  app.ledger.createAccount('shop');
  const invoice = app.ledger.createInvoice({ amountMsat: 21_000, account: 'shop', description: 'sticker' }).bolt11;
  await walletPage(page).getByRole('button', { name: 'Pay', exact: true }).click();
  const pay = page.getByRole('dialog', { name: 'Pay invoice' });
  await pay.getByLabel('Lightning invoice').fill(`lightning:${invoice}`);
  await pay.getByRole('button', { name: 'Continue' }).click();
  await pay.getByRole('button', { name: 'Pay 21 bits' }).click();
  await expect(pay.getByRole('status')).toContainText('Paid 21 bits');
  await expect(balanceText(page)).toHaveText('61 bits');
  expect(app.ledger.balance('shop')).toBe(21_000);
  await expect(walletPage(page).getByRole('region', { name: 'Transactions' }).getByRole('listitem')).toHaveCount(4);
});

test('an invoice pasted into the search box opens Pay, prefilled', async ({ page, app }) => {
  app.ledger.createAccount('shop');
  const invoice = app.ledger.createInvoice({ amountMsat: 5_000, account: 'shop' }).bolt11;
  await page.goto('/search');
  const box = page.getByRole('combobox', { name: 'Search posts' });
  await box.fill(`lightning:${invoice}`);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByRole('dialog', { name: 'Pay invoice' }).getByLabel('Lightning invoice')).toHaveValue(invoice);
});

test('a send whose answer never arrives is finished after a reload: the token is in the history, no sat lost', async ({ page, app }) => {
  await openWallet(page);
  await receiveByLightning(page, 64);
  app.mint.dropNextResponse('/v1/swap');
  await walletPage(page).getByRole('button', { name: 'Send', exact: true }).click();
  const send = page.getByRole('dialog', { name: 'Send ecash' });
  await send.getByLabel('Amount (bits)').fill('10');
  await send.getByRole('button', { name: 'Create token' }).click();
  await expect(send.getByRole('alert')).toContainText(/Cashu mint \(127\.0\.0\.1:\d+\) is offline/);
  await page.reload(); // the page is gone mid-operation; at start the wallet asks the mint what happened
  await expect(balanceText(page)).toHaveText('54 bits');
  const history = walletPage(page).getByRole('region', { name: 'Transactions' });
  await expect(history.getByRole('listitem').first()).toContainText(/Sent\s*−10 bits/);
  await expect(history.getByRole('listitem').first().getByRole('button', { name: 'Copy token' })).toBeVisible();
});

test('an NWC connection string from the local service connects and pays', async ({ page, app }) => {
  await openWallet(page);
  await walletPage(page).getByRole('radio', { name: 'Nostr Wallet Connect' }).check();
  const form = walletPage(page).getByRole('form', { name: 'Add NWC connection' });
  await form.getByLabel('Connection string').fill('nostr+walletconnect://nonsense');
  await form.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('Invalid NWC connection string format. Expected: nostr+walletconnect://<pubkey>?relay=<relay>&secret=<secret>');
  await form.getByLabel('Connection string').fill(app.nwcUri!);
  await form.getByLabel('Name (optional)').fill('Local NWC');
  await form.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(walletPage(page).getByRole('list', { name: 'NWC connections' })).toContainText('Local NWC');
  await expect(balanceText(page)).toHaveText(/bits$/);
  const before = app.ledger.balance('nwc-wallet');
  app.ledger.createAccount('shop');
  const invoice = app.ledger.createInvoice({ amountMsat: 8_000, account: 'shop' }).bolt11;
  await walletPage(page).getByRole('button', { name: 'Pay', exact: true }).click();
  const pay = page.getByRole('dialog', { name: 'Pay invoice' });
  await pay.getByLabel('Lightning invoice').fill(invoice);
  await pay.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(pay.getByRole('status')).toContainText('Paid');
  expect(app.ledger.balance('nwc-wallet')).toBe(before - 8_000);
});

test('WebLN: a browser wallet injected into the page pays, and its absence is said', async ({ page, app }) => {
  await page.addInitScript(() => {
    const paid: string[] = [];
    (window as unknown as { webln: object; paidInvoices: string[] }).paidInvoices = paid;
    (window as unknown as { webln: object }).webln = {
      enable: async () => undefined,
      sendPayment: async (invoice: string) => (paid.push(invoice), { preimage: 'ab'.repeat(32) }),
      makeInvoice: async () => ({ paymentRequest: 'lnbc1webln' }),
      getBalance: async () => ({ balance: 4200 }),
    };
  });
  await openWallet(page);
  await walletPage(page).getByRole('radio', { name: 'Browser wallet (WebLN)' }).check();
  await expect(balanceText(page)).toHaveText('4.2K bits');
  await walletPage(page).getByRole('button', { name: 'Pay', exact: true }).click();
  const pay = page.getByRole('dialog', { name: 'Pay invoice' });
  app.ledger.createAccount('shop');
  const invoice = app.ledger.createInvoice({ amountMsat: 3_000, account: 'shop' }).bolt11;
  await pay.getByLabel('Lightning invoice').fill(invoice);
  await pay.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(pay.getByRole('status')).toContainText('Paid');
  expect(await page.evaluate(() => (window as unknown as { paidInvoices: string[] }).paidInvoices)).toEqual([invoice]);

  const without = await page.context().browser()!.newPage();
  await without.goto(page.url());
  await walletPage(without).getByRole('radio', { name: 'Browser wallet (WebLN)' }).check();
  await expect(walletPage(without).getByRole('alert')).toContainText('WebLN provider not connected');
  await without.close();
});

test('a signed-in wallet is backed up on relays (NIP-60): a second browser restores the same balance', async ({ page, app, browser }) => {
  const key = bytesToHex(generateSecretKey());
  const pubkey = getPublicKey(hexToBytes(key));
  await page.goto('/wallet');
  await signInWithKey(page, key);
  await openWallet(page);
  await receiveByLightning(page, 42);
  await expect.poll(async () => (await eventsMatching(app.relayUrl, { kinds: [7375], authors: [pubkey] })).length).toBeGreaterThan(0);
  await expect.poll(async () => (await eventsMatching(app.relayUrl, { kinds: [10019], authors: [pubkey] })).length).toBe(1);

  const second = await browser.newContext({ baseURL: app.url });
  const other = await second.newPage();
  await other.goto('/wallet');
  await signInWithKey(other, key);
  await openWallet(other);
  await expect(balanceText(other)).toHaveText('42 bits');
  await second.close();
});

test('a Cashu payment request (NUT-18) in the link is paid over its HTTP transport', async ({ page, app }) => {
  const received: Array<{ proofs: Proof[]; mint: string }> = [];
  const payee = createServer((request, response) => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'content-type', 'Access-Control-Allow-Methods': 'POST' };
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push(JSON.parse(body));
      response.writeHead(200, cors).end('{}');
    });
  });
  await new Promise<void>((resolve) => payee.listen(0, '127.0.0.1', resolve));
  try {
    const target = `http://127.0.0.1:${(payee.address() as AddressInfo).port}/pay`;
    const request = new PaymentRequest([{ type: PaymentRequestTransportType.POST, target }], 'order-9', 15, 'sat', [app.mintUrl], 'Stickers').toEncodedCreqA();
    await openWallet(page);
    await receiveByLightning(page, 40);
    await page.goto(`/wallet?paymentRequest=${encodeURIComponent(request)}`);
    const dialog = page.getByRole('dialog', { name: 'Payment request' });
    await expect(dialog).toContainText('Stickers');
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(dialog.getByText('Paid 15 bits')).toBeVisible();
    expect(sumProofs(await (await plainWallet(app.mintUrl)).receive({ mint: received[0].mint, proofs: received[0].proofs, unit: 'sat' }))).toBe(15);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(balanceText(page)).toHaveText('25 bits');
  } finally {
    payee.close();
  }
});
