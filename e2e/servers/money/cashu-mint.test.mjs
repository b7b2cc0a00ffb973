// The Cashu test mint against the real cashu-ts 4 wallet: mint, send/receive, melt with change, P2PK, NUT-07/09,
// error codes of refused requests, a restart on the same data, and an answer lost after the work was done.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wallet, blindMessage, getEncodedToken, hasValidDleq, schnorrSignMessage } from '@cashu/cashu-ts';
import { schnorr } from '@noble/curves/secp256k1.js';
import { createLedger } from './fake-lightning.mjs';
import { startCashuMint } from './cashu-mint.mjs';

let dir;
let ledger;
let mint;
let wallet;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cashu-mint-'));
  ledger = createLedger({ path: join(dir, 'ledger.json') });
  mint = await startCashuMint({ ledger, dataPath: join(dir, 'mint.sqlite') });
  wallet = await loadedWallet();
});

afterAll(async () => {
  await mint.close();
  rmSync(dir, { recursive: true, force: true });
});

async function loadedWallet(options) {
  const loaded = new Wallet(mint.url, options);
  await loaded.loadMint();
  return loaded;
}

const total = (proofs) => proofs.reduce((sum, proof) => sum + Number(proof.amount.toString()), 0);
const plain = (proofs) => proofs.map(({ id, amount, secret, C, witness }) => ({ id, amount: Number(amount.toString()), secret, C, ...(witness && { witness }) }));
const states = async (proofs) => (await wallet.checkProofsStates(proofs)).map((state) => state.state);
const token = (proofs) => getEncodedToken({ mint: mint.url, proofs });

async function fund(amount, into = wallet) {
  return into.mintProofsBolt11(amount, await into.createMintQuoteBolt11(amount));
}

/** Fresh blinded messages (random secrets) for raw requests. */
function outputs(amounts, id = mint.keysetId) {
  return amounts.map((amount) => ({ amount, id, B_: blindMessage(new TextEncoder().encode(randomBytes(32).toString('hex'))).B_.toHex(true) }));
}

async function post(path, body, base = mint.url) {
  const response = await fetch(base + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, ...(await response.json()) };
}

const refusedWith = (code) => expect.objectContaining({ name: 'MintOperationError', code });

describe('Cashu test mint with the cashu-ts wallet', () => {
  it('serves info, keys and keysets a wallet loads: NUTs 4, 5, 7 to 12 and one sat keyset', async () => {
    const info = wallet.getMintInfo();
    for (const nut of [7, 8, 9, 10, 11, 12]) expect(info.isSupported(nut).supported).toBe(true);
    expect(info.isSupported(4).params).toEqual([expect.objectContaining({ method: 'bolt11', unit: 'sat' })]);
    expect(wallet.keysetId).toBe(mint.keysetId);
    const keys = await (await fetch(`${mint.url}/v1/keys/${mint.keysetId}`)).json();
    expect(Object.keys(keys.keysets[0].keys)).toHaveLength(32);
    const unknown = await fetch(`${mint.url}/v1/keys/00ffffffffffffff`);
    expect([unknown.status, (await unknown.json()).code]).toEqual([400, 12001]);
    expect((await fetch(`${mint.url}/v1/info`, { method: 'OPTIONS' })).headers.get('access-control-allow-origin')).toBe('*');
  });

  it('pays quotes at once, mints once with a DLEQ on every signature, then the quote is ISSUED (20002)', async () => {
    const quote = await wallet.createMintQuoteBolt11(64);
    expect(quote.state).toBe('PAID');
    expect(ledger.lookup(ledger.decodeInvoice(quote.request).paymentHash)).toMatchObject({ state: 'settled', account: 'mint', amountMsat: 64_000 });
    const proofs = await wallet.mintProofsBolt11(64, quote);
    expect(total(proofs)).toBe(64);
    for (const proof of proofs) expect(hasValidDleq(proof, wallet.getKeyset())).toBe(true);
    expect((await wallet.checkMintQuoteBolt11(quote.quote)).state).toBe('ISSUED');
    expect(await post('/v1/mint/bolt11', { quote: quote.quote, outputs: outputs([64]) })).toMatchObject({ status: 400, code: 20002 });
  });

  it('with autoPayQuotes off, a quote stays UNPAID (20001) until its invoice is paid from a ledger account', async () => {
    mint.setAutoPayQuotes(false);
    try {
      const quote = await wallet.createMintQuoteBolt11(10);
      expect(quote.state).toBe('UNPAID');
      expect(await post('/v1/mint/bolt11', { quote: quote.quote, outputs: outputs([8, 2]) })).toMatchObject({ code: 20001 });
      ledger.createAccount('payer', { balanceMsat: 50_000 });
      ledger.pay(quote.request, { from: 'payer' });
      expect((await wallet.checkMintQuoteBolt11(quote.quote)).state).toBe('PAID');
      expect(total(await wallet.mintProofsBolt11(10, quote))).toBe(10);
    } finally {
      mint.setAutoPayQuotes(true);
    }
  });

  it('an unpaid quote past its expiry is refused as expired (20007); its invoice can no longer be paid', async () => {
    const hasty = await startCashuMint({ ledger, autoPayQuotes: false, quoteExpirySeconds: 0, account: 'hasty-mint' });
    try {
      const quote = await post('/v1/mint/quote/bolt11', { amount: 5, unit: 'sat' }, hasty.url);
      expect(await post('/v1/mint/bolt11', { quote: quote.quote, outputs: outputs([4, 1]) }, hasty.url)).toMatchObject({ code: 20007 });
      expect(() => ledger.pay(quote.request, { from: 'payer' })).toThrow('Invoice expired');
    } finally {
      await hasty.close();
    }
  });

  it('sends a token another wallet receives; the same token again is already spent (11001)', async () => {
    const { send, keep } = await wallet.send(40, await fund(100));
    const receiver = await loadedWallet();
    expect(total(await receiver.receive(token(send)))).toBe(40);
    await expect(receiver.receive(token(send))).rejects.toEqual(refusedWith(11001));
    expect(await states(send)).toEqual(send.map(() => 'SPENT'));
    expect(await states(keep)).toEqual(keep.map(() => 'UNSPENT'));
  });

  it('refuses malformed swaps with their NUT error codes and spends nothing', async () => {
    const [eight] = await fund(8);
    const [other] = await fund(8);
    const input = plain([eight]);
    const swap = (inputs, outs) => post('/v1/swap', { inputs, outputs: outs });
    expect(await swap(input, outputs([4, 2]))).toMatchObject({ status: 400, code: 11002 });
    expect(await swap(input, outputs([8], '00ffffffffffffff'))).toMatchObject({ code: 12001 });
    expect(await swap(input, outputs([3, 5]))).toMatchObject({ code: 11006 });
    expect(await swap([{ ...input[0], C: other.C }], outputs([8]))).toMatchObject({ code: 10003 });
    expect(await swap([...input, ...input], outputs([8, 8]))).toMatchObject({ code: 11007 });
    const [twice] = outputs([4]);
    expect(await swap(input, [twice, twice])).toMatchObject({ code: 11008 });
    const signed = outputs([8]);
    expect((await swap(input, signed)).signatures).toHaveLength(1);
    expect(await swap(plain([other]), signed)).toMatchObject({ code: 10002 });
    expect(await states([other])).toEqual(['UNSPENT']);
  });

  it('melts to a ledger invoice: PAID with the preimage, the unused fee reserve back as NUT-08 change', async () => {
    const invoice = ledger.createInvoice({ amountMsat: 100_000, account: 'shop' });
    const quote = await wallet.createMeltQuoteBolt11(invoice.bolt11);
    expect([Number(quote.amount.toString()), Number(quote.fee_reserve.toString()), quote.state]).toEqual([100, 2, 'UNPAID']);
    const proofs = await fund(128);
    const { quote: paid, change } = await wallet.meltProofsBolt11(quote, proofs);
    expect([paid.state, paid.payment_preimage]).toEqual(['PAID', invoice.preimage]);
    expect(total(change)).toBe(28);
    expect(await states(change)).toEqual(change.map(() => 'UNSPENT'));
    expect(ledger.balance('shop')).toBe(100_000);
    expect((await wallet.checkMeltQuoteBolt11(quote.quote)).state).toBe('PAID');
    expect(await post('/v1/melt/bolt11', { quote: quote.quote, inputs: plain(await fund(128)) })).toMatchObject({ code: 20006 });
  });

  it('a melt lightning cannot route fails (20004) and leaves its inputs unspent', async () => {
    const foreign = createLedger({ seed: 'elsewhere' }).createInvoice({ amountMsat: 5000, account: 'x' });
    const quote = await wallet.createMeltQuoteBolt11(foreign.bolt11);
    const proofs = await fund(8);
    await expect(wallet.meltProofsBolt11(quote, proofs)).rejects.toEqual(refusedWith(20004));
    expect(await states(proofs)).toEqual(['UNSPENT']);
    expect((await wallet.checkMeltQuoteBolt11(quote.quote)).state).toBe('UNPAID');
  });

  it('holds the inputs of a melt under way PENDING (NUT-07), then SPENT', async () => {
    mint.setMeltDelay(400);
    try {
      const quote = await wallet.createMeltQuoteBolt11(ledger.createInvoice({ amountMsat: 4000, account: 'shop' }).bolt11);
      const proofs = await fund(8);
      const melting = wallet.meltProofsBolt11(quote, proofs);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await states(proofs)).toEqual(['PENDING']);
      expect((await wallet.checkMeltQuoteBolt11(quote.quote)).state).toBe('PENDING');
      expect((await melting).quote.state).toBe('PAID');
      expect(await states(proofs)).toEqual(['SPENT']);
    } finally {
      mint.setMeltDelay(0);
    }
  });

  it('P2PK-locked ecash (NUT-11) is refused without the key and received with it (SIG_INPUTS and SIG_ALL)', async () => {
    const key = schnorr.utils.randomSecretKey();
    const privkey = Buffer.from(key).toString('hex');
    const pubkey = `02${Buffer.from(schnorr.getPublicKey(key)).toString('hex')}`;
    const receiver = await loadedWallet();
    for (const sigFlag of ['SIG_INPUTS', 'SIG_ALL']) {
      const { send } = await wallet.ops.send(16, await fund(16)).asP2PK({ pubkey, sigFlag }).run();
      expect(JSON.parse(send[0].secret)[0]).toBe('P2PK');
      expect(await post('/v1/swap', { inputs: plain(send), outputs: outputs([16]) })).toMatchObject({ code: 10003 });
      const stranger = Buffer.from(schnorr.utils.randomSecretKey()).toString('hex');
      const forged = send.map((proof) => ({ ...proof, witness: JSON.stringify({ signatures: [schnorrSignMessage(proof.secret, stranger)] }) }));
      expect(await post('/v1/swap', { inputs: plain(forged), outputs: outputs([16]) })).toMatchObject({ code: 10003 });
      expect(total(await receiver.receive(token(send), { privkey }))).toBe(16);
    }
  });

  it('restarts on the same port and data with its spent set, quotes and keyset', async () => {
    const quote = await wallet.createMintQuoteBolt11(16);
    const { send, keep } = await wallet.send(8, await wallet.mintProofsBolt11(16, quote));
    await (await loadedWallet()).receive(token(send));
    const url = mint.url;
    mint = await mint.restart();
    expect([mint.url, mint.keysetId]).toEqual([url, wallet.keysetId]);
    expect(await states(send)).toEqual(send.map(() => 'SPENT'));
    expect((await wallet.checkMintQuoteBolt11(quote.quote)).state).toBe('ISSUED');
    const again = await loadedWallet();
    await expect(again.receive(token(send))).rejects.toEqual(refusedWith(11001));
    expect(total(await again.receive(token(keep)))).toBe(8);
  });

  it('a melt cut short by a restart before paying is released: inputs UNSPENT, quote UNPAID, then melts', async () => {
    mint.setMeltDelay(1000);
    const invoice = ledger.createInvoice({ amountMsat: 4000, account: 'shop' });
    const quote = await wallet.createMeltQuoteBolt11(invoice.bolt11);
    const proofs = await fund(8);
    const melting = wallet.meltProofsBolt11(quote, proofs).catch((error) => error);
    await new Promise((resolve) => setTimeout(resolve, 150));
    mint = await mint.restart();
    expect(await melting).toBeInstanceOf(Error);
    expect(await states(proofs)).toEqual(['UNSPENT']);
    expect((await wallet.checkMeltQuoteBolt11(quote.quote)).state).toBe('UNPAID');
    expect((await wallet.meltProofsBolt11(quote, proofs)).quote.payment_preimage).toBe(invoice.preimage);
  });

  it('a mint answer lost after the work (dropNextResponse) is recovered with NUT-09 restore', async () => {
    const seed = randomBytes(64);
    const seeded = await loadedWallet({ bip39seed: seed });
    const quote = await seeded.createMintQuoteBolt11(21);
    mint.dropNextResponse('/v1/mint/bolt11');
    await expect(seeded.mintProofsBolt11(21, quote)).rejects.toThrow();
    expect((await wallet.checkMintQuoteBolt11(quote.quote)).state).toBe('ISSUED');
    const { proofs } = await (await loadedWallet({ bip39seed: seed })).restore(0, 10);
    expect(total(proofs)).toBe(21);
    expect(await states(proofs)).toEqual(proofs.map(() => 'UNSPENT'));
    expect(total(await (await loadedWallet()).receive(token(proofs)))).toBe(21);
  });
});
