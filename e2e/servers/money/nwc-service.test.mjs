// The NWC wallet service through the real local relay, called by @getalby/sdk's NWCClient from its connection string,
// and wired to the test mint: paying a mint quote's invoice from the NWC wallet lets cashu-ts mint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NWCClient } from '@getalby/sdk/nwc';
import { Wallet } from '@cashu/cashu-ts';
import { startRelay } from '../../../scripts/relay/server.mjs';
import { startMoneyServices } from './money-services.mjs';
import { startNwcService } from './nwc-service.mjs';

let relay;
let services;
let client;

beforeAll(async () => {
  relay = await startRelay({ port: 0, dbPath: ':memory:', seed: false, log: () => {} });
  services = await startMoneyServices({ relayUrl: relay.url, autoPayQuotes: false });
  client = new NWCClient({ nostrWalletConnectUrl: services.nwcUri });
});

afterAll(async () => {
  client.close();
  await services.close();
  await relay.close();
});

const nip47Error = (code) => expect.objectContaining({ code });

describe('NWC wallet service over the local relay', () => {
  it('gives a connection string with the wallet key, the relay and a client secret, and announces itself (kind 13194)', async () => {
    const { walletPubkey, relayUrls, secret } = NWCClient.parseWalletConnectUrl(services.nwcUri);
    expect(services.nwcUri.startsWith('nostr+walletconnect://')).toBe(true);
    expect([walletPubkey, relayUrls, secret]).toEqual([services.nwc.walletPubkey, [relay.url], expect.stringMatching(/^[0-9a-f]{64}$/)]);
    const announced = await client.getWalletServiceInfo();
    expect(announced.encryptions).toEqual(['nip04', 'nip44_v2']);
    expect(announced.capabilities).toEqual(expect.arrayContaining(['get_info', 'get_balance', 'make_invoice', 'pay_invoice', 'lookup_invoice', 'list_transactions']));
  });

  it('get_info names the fake node and the methods; get_balance starts at 1,000,000 sat', async () => {
    const info = await client.getInfo();
    expect(info).toMatchObject({ pubkey: services.ledger.nodePubkey, methods: expect.arrayContaining(['pay_invoice', 'list_transactions']) });
    expect(await client.getBalance()).toEqual({ balance: 1_000_000_000 });
  });

  it('make_invoice gives a ledger invoice; once another account pays it, lookup_invoice says settled', async () => {
    const invoice = await client.makeInvoice({ amount: 21_000, description: 'nwc test' });
    expect(invoice).toMatchObject({ type: 'incoming', state: 'pending', amount: 21_000, description: 'nwc test' });
    services.ledger.createAccount('friend', { balanceMsat: 100_000 });
    services.ledger.pay(invoice.invoice, { from: 'friend' });
    expect(await client.lookupInvoice({ payment_hash: invoice.payment_hash })).toMatchObject({ state: 'settled', type: 'incoming', preimage: invoice.preimage });
    expect((await client.getBalance()).balance).toBe(1_000_021_000);
  });

  it("pay_invoice of a mint quote's invoice makes the quote PAID, and the cashu wallet mints", async () => {
    const wallet = new Wallet(services.mintUrl);
    await wallet.loadMint();
    const quote = await wallet.createMintQuoteBolt11(500);
    expect(quote.state).toBe('UNPAID');
    const { preimage } = await client.payInvoice({ invoice: quote.request });
    expect(preimage).toBe(services.ledger.lookup(services.ledger.decodeInvoice(quote.request).paymentHash).preimage);
    expect((await wallet.checkMintQuoteBolt11(quote.quote)).state).toBe('PAID');
    const proofs = await wallet.mintProofsBolt11(500, quote);
    expect(proofs.reduce((sum, proof) => sum + Number(proof.amount.toString()), 0)).toBe(500);
    expect((await client.getBalance()).balance).toBe(1_000_021_000 - 500_000);
  });

  it('list_transactions lists settled payments both ways, newest first, by type and with a limit', async () => {
    const { transactions } = await client.listTransactions({});
    expect(transactions.map((tx) => [tx.type, tx.amount])).toEqual([['outgoing', 500_000], ['incoming', 21_000]]);
    expect((await client.listTransactions({ type: 'incoming' })).transactions).toHaveLength(1);
    expect((await client.listTransactions({ limit: 1 })).transactions[0].type).toBe('outgoing');
    await client.makeInvoice({ amount: 1000 });
    expect((await client.listTransactions({ unpaid: true })).transactions).toHaveLength(3);
  });

  it('refusals come back as NIP-47 error codes', async () => {
    const paid = services.ledger.transactions('nwc-wallet').find((tx) => tx.type === 'outgoing').bolt11;
    await expect(client.payInvoice({ invoice: paid })).rejects.toEqual(nip47Error('PAYMENT_FAILED'));
    const big = services.ledger.createInvoice({ amountMsat: 2_000_000_000, account: 'friend' }).bolt11;
    await expect(client.payInvoice({ invoice: big })).rejects.toEqual(nip47Error('INSUFFICIENT_BALANCE'));
    await expect(client.lookupInvoice({ payment_hash: 'ab'.repeat(32) })).rejects.toEqual(nip47Error('NOT_FOUND'));
  });

  it('can speak NIP-04 only, as older wallets do', async () => {
    const old = await startNwcService({ relayUrl: relay.url, ledger: services.ledger, seed: 'nip04', account: 'old-wallet', startingBalanceMsat: 5000, nip04Only: true });
    const oldClient = new NWCClient({ nostrWalletConnectUrl: old.uri });
    try {
      expect((await oldClient.getWalletServiceInfo()).encryptions).toEqual(['nip04']);
      expect(await oldClient.getBalance()).toEqual({ balance: 5000 });
      expect(oldClient.encryptionType).toBe('nip04');
    } finally {
      oldClient.close();
      await old.close();
    }
  });
});
