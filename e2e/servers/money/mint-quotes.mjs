// NUT-04 minting and NUT-05 melting over bolt11 on the fake lightning ledger, with NUT-08 change for melts.
// `ctx`: { keyset, storage, ledger, account (the mint's ledger account), fundingAccount, autoPayQuotes,
// quoteExpirySeconds, meltDelayMs(), isClosed() }.
import { randomUUID } from 'node:crypto';
import { mintErrors } from './mint-errors.mjs';
import { checkInputs, checkOutputs, signOutputs, sumAmounts } from './mint-proofs.mjs';

export const MAX_QUOTE_SAT = 100_000_000;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** NUT-05 fee reserve: 1% of the amount, at least 2 sat. */
export const feeReserve = (amount) => Math.max(2, Math.ceil(amount / 100));

function checkUnitAndAmount(keyset, unit, amount) {
  if ((unit ?? keyset.unit) !== keyset.unit) throw mintErrors.unsupportedUnit(unit);
  if (amount !== undefined && !(Number.isSafeInteger(amount) && amount >= 1 && amount <= MAX_QUOTE_SAT)) throw mintErrors.amountOutOfRange(String(amount));
}

// The stored quote as the API shows it (without the mint's bookkeeping).
function mintQuoteView({ quote, request, amount, unit, state, expiry }) {
  return { quote, request, amount, unit, state, expiry };
}

function meltQuoteView({ quote, request, amount, fee_reserve, unit, state, expiry, payment_preimage, change }) {
  return { quote, request, amount, fee_reserve, unit, state, expiry, payment_preimage: payment_preimage ?? null, ...(change && { change }) };
}

/** A mint quote becomes PAID once the ledger has settled its invoice (looked up, so it holds after a restart too). */
export function refreshMintQuote({ storage, ledger }, quote) {
  if (quote.state !== 'UNPAID' || ledger.lookup(quote.paymentHash)?.state !== 'settled') return quote;
  const paid = { ...quote, state: 'PAID' };
  storage.putQuote('mint', paid);
  return paid;
}

function storedQuote({ storage }, kind, id) {
  const quote = typeof id === 'string' ? storage.quote(kind, id) : null;
  if (!quote) throw mintErrors.unknownQuote();
  return quote;
}

export function createMintQuote(ctx, { amount, unit, description } = {}) {
  checkUnitAndAmount(ctx.keyset, unit, amount ?? null);
  const invoice = ctx.ledger.createInvoice({
    amountMsat: amount * 1000,
    description: typeof description === 'string' ? description : `Local test mint: ${amount} sat`,
    account: ctx.account,
    expirySeconds: ctx.quoteExpirySeconds,
  });
  const quote = { quote: randomUUID(), request: invoice.bolt11, amount, unit: ctx.keyset.unit, state: 'UNPAID', expiry: invoice.expiresAt, paymentHash: invoice.paymentHash };
  ctx.storage.putQuote('mint', quote);
  if (ctx.autoPayQuotes) ctx.ledger.pay(invoice.bolt11, { from: ctx.fundingAccount });
  return mintQuoteView(refreshMintQuote(ctx, quote));
}

export function getMintQuote(ctx, id) {
  return mintQuoteView(refreshMintQuote(ctx, storedQuote(ctx, 'mint', id)));
}

export function mintTokens(ctx, { quote: id, outputs } = {}) {
  const quote = refreshMintQuote(ctx, storedQuote(ctx, 'mint', id));
  if (quote.state === 'ISSUED') throw mintErrors.alreadyIssued();
  if (quote.state !== 'PAID') throw quote.expiry <= nowSeconds() ? mintErrors.quoteExpired() : mintErrors.quoteNotPaid();
  checkOutputs(ctx, outputs);
  if (sumAmounts(outputs) !== quote.amount) throw mintErrors.unbalanced(`outputs ${sumAmounts(outputs)}, quote ${quote.amount}`);
  const signatures = ctx.storage.transaction(() => {
    ctx.storage.putQuote('mint', { ...quote, state: 'ISSUED' });
    return signOutputs(ctx, outputs);
  });
  return { signatures };
}

export function createMeltQuote(ctx, { request, unit } = {}) {
  checkUnitAndAmount(ctx.keyset, unit);
  if (typeof request !== 'string') throw mintErrors.badRequest('request must be a bolt11 invoice');
  let invoice;
  try {
    invoice = ctx.ledger.decodeInvoice(request);
  } catch (error) {
    throw mintErrors.badRequest(error.message);
  }
  if (invoice.amountMsat === null) throw mintErrors.amountlessInvoice();
  const amount = Math.ceil(invoice.amountMsat / 1000);
  checkUnitAndAmount(ctx.keyset, unit, amount);
  const quote = {
    quote: randomUUID(), request, amount, fee_reserve: feeReserve(amount), unit: ctx.keyset.unit, state: 'UNPAID',
    expiry: Math.min(invoice.expiresAt, nowSeconds() + ctx.quoteExpirySeconds), payment_preimage: null, paymentHash: invoice.paymentHash,
  };
  ctx.storage.putQuote('melt', quote);
  return meltQuoteView(quote);
}

export function getMeltQuote(ctx, id) {
  return meltQuoteView(storedQuote(ctx, 'melt', id));
}

/** NUT-08: the overpaid fee reserve as power-of-two amounts, at most one per blank output (ascending). */
export function changeAmounts(change, blanks) {
  const amounts = [];
  for (let bit = 2 ** 52; bit >= 1; bit /= 2) {
    if (change < bit) continue;
    amounts.push(bit);
    change -= bit;
  }
  return amounts.slice(0, blanks).reverse();
}

export async function melt(ctx, { quote: id, inputs, outputs } = {}) {
  const quote = storedQuote(ctx, 'melt', id);
  if (quote.state === 'PAID') throw mintErrors.invoiceAlreadyPaid();
  if (quote.state === 'PENDING') throw mintErrors.quotePending();
  const blanks = outputs?.length ? outputs : [];
  if (blanks.length) checkOutputs(ctx, blanks, { blank: true });
  const records = checkInputs(ctx, inputs, blanks, quote.quote);
  const total = sumAmounts(inputs);
  if (total < quote.amount + quote.fee_reserve) throw mintErrors.unbalanced(`inputs ${total}, amount + fee reserve ${quote.amount + quote.fee_reserve}`);
  ctx.storage.transaction(() => {
    ctx.storage.putProofs(records, 'PENDING', quote.quote);
    ctx.storage.putQuote('melt', { ...quote, state: 'PENDING' });
  });
  if (ctx.meltDelayMs() > 0) await new Promise((resolve) => setTimeout(resolve, ctx.meltDelayMs()));
  if (ctx.isClosed()) throw mintErrors.paymentFailed('the mint stopped'); // a crash mid-melt: the restart settles it
  let payment;
  try {
    payment = ctx.ledger.pay(quote.request, { from: ctx.account });
  } catch (error) {
    ctx.storage.transaction(() => {
      ctx.storage.releasePending(quote.quote);
      ctx.storage.putQuote('melt', quote);
    });
    throw mintErrors.paymentFailed(error.message);
  }
  const change = total - quote.amount - Math.ceil(payment.feeMsat / 1000);
  return meltQuoteView(settleMelt(ctx, quote, payment.preimage, blanks, changeAmounts(change, blanks.length)));
}

// The payment went through: inputs spent, change signed, quote PAID.
function settleMelt(ctx, quote, preimage, blanks, amounts) {
  return ctx.storage.transaction(() => {
    ctx.storage.settlePending(quote.quote);
    const change = signOutputs(ctx, blanks, amounts);
    const paid = { ...quote, state: 'PAID', payment_preimage: preimage, ...(blanks.length && { change }) };
    ctx.storage.putQuote('melt', paid);
    return paid;
  });
}

/** At start: melts left PENDING by a stop are settled from the ledger (paid: spent, without change; else released). */
export function settleInterruptedMelts(ctx) {
  for (const quote of ctx.storage.quotesInState('melt', 'PENDING')) {
    const invoice = ctx.ledger.lookup(quote.paymentHash);
    if (invoice?.state === 'settled' && invoice.payer === ctx.account) {
      settleMelt(ctx, quote, invoice.preimage, [], []);
      continue;
    }
    ctx.storage.transaction(() => {
      ctx.storage.releasePending(quote.quote);
      ctx.storage.putQuote('melt', { ...quote, state: 'UNPAID' });
    });
  }
}
