// The fake lightning ledger: its invoices are real signed BOLT11 that other libraries read, and it pays them like a node.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import bolt11 from 'bolt11';
import { decode } from 'light-bolt11-decoder';
import { getSatoshisAmountFromBolt11 } from 'nostr-tools/nip57';
import { createLedger } from './fake-lightning.mjs';

const dirs = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('fake lightning invoices', () => {
  const ledger = createLedger({ seed: 'invoices' });

  it('are lnbc BOLT11 strings that light-bolt11-decoder, bolt11 and nostr-tools read', () => {
    const { bolt11: invoice, paymentHash, preimage, expiresAt } = ledger.createInvoice({ amountMsat: 21_000, description: 'coffee', account: 'shop', expirySeconds: 600 });
    expect(invoice.startsWith('lnbc210n1')).toBe(true);
    expect(createHash('sha256').update(Buffer.from(preimage, 'hex')).digest('hex')).toBe(paymentHash);
    const sections = Object.fromEntries(decode(invoice).sections.map((section) => [section.name, section.value]));
    expect(sections).toMatchObject({ amount: '21000', payment_hash: paymentHash, description: 'coffee', expiry: 600 });
    expect(sections.timestamp + 600).toBe(expiresAt);
    expect(getSatoshisAmountFromBolt11(invoice)).toBe(21);
  });

  it("are signed by the ledger's node key: the signature recovers it, the same for the same seed", () => {
    const { bolt11: invoice } = ledger.createInvoice({ amountMsat: 1000, account: 'shop' });
    const decoded = bolt11.decode(invoice);
    expect(decoded.complete).toBe(true);
    expect(decoded.payeeNodeKey).toBe(ledger.nodePubkey);
    expect(createLedger({ seed: 'invoices' }).nodePubkey).toBe(ledger.nodePubkey);
    expect(createLedger({ seed: 'other' }).nodePubkey).not.toBe(ledger.nodePubkey);
  });

  it('commit to a description hash (zaps) or carry no amount', () => {
    const hash = createHash('sha256').update('{"kind":9734}').digest('hex');
    const withHash = ledger.decodeInvoice(ledger.createInvoice({ amountMsat: 5000, descriptionHash: hash, account: 'shop' }).bolt11);
    expect(withHash).toMatchObject({ descriptionHash: hash, description: null, amountMsat: 5000 });
    expect(ledger.decodeInvoice(ledger.createInvoice({ account: 'shop' }).bolt11).amountMsat).toBeNull();
  });
});

describe('fake lightning payments', () => {
  it('move the amount from payer to payee, settle the invoice and tell the listeners', () => {
    const ledger = createLedger({ feeMsat: (amount) => amount / 100 });
    ledger.createAccount('alice', { balanceMsat: 100_000 });
    const paid = [];
    const stop = ledger.onPaid((invoice) => paid.push(invoice.paymentHash));
    const { bolt11: invoice, paymentHash, preimage } = ledger.createInvoice({ amountMsat: 50_000, account: 'bob' });
    expect(ledger.lookup(paymentHash)).toMatchObject({ state: 'pending', account: 'bob', amountMsat: 50_000 });
    expect(ledger.pay(invoice, { from: 'alice' })).toEqual({ preimage, feeMsat: 500, paymentHash, amountMsat: 50_000 });
    expect([ledger.balance('alice'), ledger.balance('bob')]).toEqual([49_500, 50_000]);
    expect(ledger.lookup(paymentHash)).toMatchObject({ state: 'settled', payer: 'alice', paidMsat: 50_000, feeMsat: 500 });
    expect(paid).toEqual([paymentHash]);
    expect(ledger.transactions('alice').map((tx) => tx.type)).toEqual(['outgoing']);
    expect(ledger.transactions('bob').map((tx) => [tx.type, tx.state])).toEqual([['incoming', 'settled']]);
    stop();
    ledger.pay(ledger.createInvoice({ amountMsat: 1000, account: 'bob' }).bolt11, { from: 'alice' });
    expect(paid).toHaveLength(1);
  });

  it('refuse unknown, already paid, expired and unaffordable invoices with a reason', () => {
    let now = Date.now();
    const ledger = createLedger({ now: () => now });
    ledger.createAccount('alice', { balanceMsat: 10_000 });
    const foreign = createLedger({ seed: 'elsewhere' }).createInvoice({ amountMsat: 1000, account: 'x' }).bolt11;
    expect(() => ledger.pay(foreign, { from: 'alice' })).toThrow(expect.objectContaining({ code: 'UNKNOWN_INVOICE' }));
    expect(() => ledger.pay('lnbc1garbage', { from: 'alice' })).toThrow(expect.objectContaining({ code: 'INVALID_INVOICE' }));
    const small = ledger.createInvoice({ amountMsat: 1000, account: 'bob' }).bolt11;
    ledger.pay(small, { from: 'alice' });
    expect(() => ledger.pay(small, { from: 'alice' })).toThrow('Invoice already paid');
    expect(() => ledger.pay(ledger.createInvoice({ amountMsat: 20_000, account: 'bob' }).bolt11, { from: 'alice' })).toThrow(expect.objectContaining({ code: 'INSUFFICIENT_BALANCE' }));
    const soon = ledger.createInvoice({ amountMsat: 1000, account: 'bob', expirySeconds: 60 }).bolt11;
    now += 61_000;
    expect(() => ledger.pay(soon, { from: 'alice' })).toThrow('Invoice expired');
    const amountless = ledger.createInvoice({ account: 'bob' }).bolt11;
    expect(() => ledger.pay(amountless, { from: 'alice' })).toThrow(expect.objectContaining({ code: 'AMOUNT_REQUIRED' }));
    expect(ledger.pay(amountless, { from: 'alice', amountMsat: 2000 }).amountMsat).toBe(2000);
    expect(ledger.balance('alice')).toBe(7000);
  });

  it('unlimited accounts pay without a balance; a file keeps accounts and invoices across restarts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ledger-'));
    dirs.push(dir);
    const path = join(dir, 'ledger.json');
    const ledger = createLedger({ path });
    ledger.createAccount('world', { unlimited: true });
    const { bolt11: invoice, paymentHash } = ledger.createInvoice({ amountMsat: 3000, account: 'wallet' });
    ledger.pay(invoice, { from: 'world' });
    expect(ledger.balance('world')).toBe(Infinity);
    const reopened = createLedger({ path });
    reopened.createAccount('wallet', { balanceMsat: 999 }); // an existing account keeps its balance
    expect(reopened.balance('wallet')).toBe(3000);
    expect(reopened.lookup(paymentHash).state).toBe('settled');
    expect(() => reopened.pay(invoice, { from: 'world' })).toThrow('Invoice already paid');
  });
});
