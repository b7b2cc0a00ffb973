import { PaymentRequest, PaymentRequestTransportType } from '@cashu/cashu-ts';
import { expect, test } from '../support/fixtures';
import { authorWithNote, openNote, focusedCard, signedInUser } from '../support/notes';
import { balanceText, foreignToken, openWallet, plainWallet } from '../support/wallet';

// Payment cards in notes against the test mint: a token another wallet app minted is redeemed from the note.

test('a token card in a note is redeemed into the wallet and then shows Redeemed; the mint has it spent', async ({ page, app }) => {
  await signedInUser(page);
  const token = await foreignToken(app.mintUrl, 13);
  const { note } = await authorWithNote(app.relayUrl, 'tipper', `Free sats for the first one:\n${token}`);
  await openNote(page, note);

  const card = focusedCard(page).getByTestId('cashu-token-card');
  await expect(card).toContainText('13 bits');
  await card.getByRole('button', { name: 'Redeem' }).click();
  await expect(card.getByRole('status')).toHaveText('Redeemed');
  await expect(card.getByRole('button', { name: 'Redeem' })).toHaveCount(0);

  await page.reload();
  await expect(focusedCard(page).getByTestId('cashu-token-card').getByRole('status')).toHaveText('Redeemed'); // from the payment metadata
  await openWallet(page);
  await expect(balanceText(page)).toHaveText('13 bits');
  const states = await (await plainWallet(app.mintUrl)).checkProofsStates((await plainWallet(app.mintUrl)).decodeToken(token).proofs);
  expect(states.map((state) => state.state)).toEqual(states.map(() => 'SPENT'));
});

test('the payment-request card opens the wallet with the request', async ({ page, app }) => {
  await signedInUser(page);
  const target = 'http://127.0.0.1:9/pay';
  const request = new PaymentRequest([{ type: PaymentRequestTransportType.POST, target }], 'req-1', 21, 'sat', [app.mintUrl], 'Coffee').toEncodedCreqA();
  const { note } = await authorWithNote(app.relayUrl, 'cafe', `Coffee for everyone, pay here:\n${request}`);
  await openNote(page, note);
  const card = focusedCard(page).getByTestId('payment-request-card');
  await expect(card).toContainText('Coffee');
  await card.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/wallet\?paymentRequest=creqA/);
  await expect(page.getByRole('dialog', { name: 'Payment request' })).toContainText('Coffee');
});

test('the invoice card’s Pay opens the wallet’s Pay dialog prefilled with the invoice', async ({ page, app }) => {
  await signedInUser(page);
  const invoice = app.ledger.createInvoice({ amountMsat: 21_000, account: 'shop', description: 'Sticker pack' }).bolt11;
  const { note } = await authorWithNote(app.relayUrl, 'stickers', `Sticker packs, pay here:\n${invoice}`);
  await openNote(page, note);
  const card = focusedCard(page).getByTestId('invoice-card');
  await expect(card).toContainText('21 bits');
  await expect(card).toContainText('Sticker pack');
  await expect(card).toContainText(/Expires in \d+m/); // the ledger's invoices last an hour
  await card.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByRole('dialog', { name: 'Pay invoice' }).getByLabel('Lightning invoice')).toHaveValue(invoice);
});
