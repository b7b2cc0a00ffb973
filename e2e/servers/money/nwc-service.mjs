// A NIP-47 (Nostr Wallet Connect) wallet service on @getalby/sdk's NWCWalletService, over one account of the fake
// lightning ledger: get_info, get_balance, make_invoice, pay_invoice, lookup_invoice, list_transactions.
// Keys come from a seed, so the connection string stays the same from one start to the next.
import { createHash } from 'node:crypto';
import WebSocket from 'ws';
import { NWCWalletService, NWCWalletServiceKeyPair } from '@getalby/sdk/nwc';
import { getPublicKey } from 'nostr-tools/pure';

globalThis.WebSocket ??= WebSocket; // the SDK's relay connection needs it (Node 20 has none)

export const NWC_METHODS = ['get_info', 'get_balance', 'make_invoice', 'pay_invoice', 'lookup_invoice', 'list_transactions'];

const keyFor = (seed, role) => createHash('sha256').update(`nwc-${role}:${seed}`).digest('hex');

/** The NIP-47 error code for a ledger error (what `pay_invoice` or `lookup_invoice` answers). */
export function nwcErrorCode(error, method) {
  if (error?.code === 'INSUFFICIENT_BALANCE') return 'INSUFFICIENT_BALANCE';
  if (error?.code === 'UNKNOWN_INVOICE' && method === 'lookup_invoice') return 'NOT_FOUND';
  if (method === 'pay_invoice') return 'PAYMENT_FAILED';
  return error?.code === 'INVALID_REQUEST' || error?.code === 'INVALID_INVOICE' ? 'OTHER' : 'INTERNAL';
}

/** A ledger invoice as a NIP-47 transaction seen from `account` (amounts in msat, times in seconds). */
export function nwcTransaction(record, account) {
  const outgoing = record.type ? record.type === 'outgoing' : record.payer === account && record.account !== account;
  return {
    type: outgoing ? 'outgoing' : 'incoming',
    state: record.state === 'settled' ? 'settled' : 'pending',
    invoice: record.bolt11,
    description: record.description ?? '',
    description_hash: record.descriptionHash ?? '',
    preimage: record.preimage,
    payment_hash: record.paymentHash,
    amount: record.paidMsat ?? record.amountMsat ?? 0,
    fees_paid: outgoing ? (record.feeMsat ?? 0) : 0,
    created_at: outgoing ? record.settledAt : record.createdAt,
    expires_at: record.expiresAt,
    ...(record.settledAt && { settled_at: record.settledAt }),
  };
}

// Wraps a handler: its result, or its error as a NIP-47 error.
const answer = (method, work) => async (params) => {
  try {
    return { result: await work(params ?? {}), error: undefined };
  } catch (error) {
    return { result: undefined, error: { code: error.nip47Code ?? nwcErrorCode(error, method), message: error.message } };
  }
};

function notFound(message) {
  return Object.assign(new Error(message), { nip47Code: 'NOT_FOUND' });
}

function walletHandlers({ ledger, account, name }) {
  const mine = (record) => record && (record.account === account || record.payer === account);
  return {
    getInfo: answer('get_info', () => ({
      alias: name, color: '#f7931a', pubkey: ledger.nodePubkey, network: 'mainnet', block_height: 0, block_hash: '00'.repeat(32),
      methods: NWC_METHODS, notifications: [],
    })),
    getBalance: answer('get_balance', () => ({ balance: ledger.balance(account) })),
    makeInvoice: answer('make_invoice', ({ amount, description, description_hash: descriptionHash, expiry }) => {
      const { paymentHash } = ledger.createInvoice({ amountMsat: amount, description, descriptionHash, account, expirySeconds: expiry });
      return nwcTransaction(ledger.lookup(paymentHash), account);
    }),
    payInvoice: answer('pay_invoice', ({ invoice, amount }) => {
      const { preimage, feeMsat } = ledger.pay(invoice, { from: account, amountMsat: amount });
      return { preimage, fees_paid: feeMsat };
    }),
    lookupInvoice: answer('lookup_invoice', ({ payment_hash: hash, invoice }) => {
      const record = ledger.lookup(hash ?? ledger.decodeInvoice(invoice).paymentHash);
      if (!mine(record)) throw notFound('Invoice not found');
      return nwcTransaction(record, account);
    }),
    listTransactions: answer('list_transactions', (request) => ({ transactions: listTransactions(ledger, account, request) })),
  };
}

function listTransactions(ledger, account, { from, until, limit, offset = 0, unpaid = false, type }) {
  const inRange = (tx) => (from === undefined || tx.created_at >= from) && (until === undefined || tx.created_at <= until);
  const list = ledger.transactions(account)
    .map((record) => nwcTransaction(record, account))
    .filter((tx) => (unpaid || tx.state === 'settled') && (!type || tx.type === type) && inRange(tx));
  return list.slice(offset, limit === undefined ? undefined : offset + limit);
}

/**
 * Starts the service on `relayUrl` for ledger account `account` (created with `startingBalanceMsat` the first time).
 * `nip04Only`: announce and answer NIP-04 only, as older wallets do (the SDK answers NIP-44 v2 by default).
 */
export async function startNwcService({
  relayUrl, ledger, account = 'nwc-wallet', startingBalanceMsat = 1_000_000_000, seed = 'local', nip04Only = false, name = 'Local test wallet',
}) {
  ledger.createAccount(account, { balanceMsat: startingBalanceMsat });
  const walletSecret = keyFor(seed, 'wallet');
  const clientSecret = keyFor(seed, 'client');
  const keypair = new NWCWalletServiceKeyPair(walletSecret, getPublicKey(Buffer.from(clientSecret, 'hex')));
  const service = new NWCWalletService({ relayUrl });
  if (nip04Only) refuseNip44(service);
  await publishInfo(service, walletSecret, nip04Only);
  const unsubscribe = await service.subscribe(keypair, walletHandlers({ ledger, account, name }));
  const uri = `nostr+walletconnect://${keypair.walletPubkey}?relay=${encodeURIComponent(relayUrl)}&secret=${clientSecret}`;
  return {
    uri,
    walletPubkey: keypair.walletPubkey,
    clientSecret,
    account,
    async close() {
      unsubscribe();
      service.close();
    },
  };
}

// The kind 13194 info event: the SDK's announces nip04 and nip44_v2; NIP-04-only wallets announce nip04 alone.
async function publishInfo(service, walletSecret, nip04Only) {
  if (!nip04Only) return service.publishWalletServiceInfoEvent(walletSecret, NWC_METHODS, []);
  await service.relay.connect();
  const info = { kind: 13194, created_at: Math.floor(Date.now() / 1000), tags: [['encryption', 'nip04']], content: NWC_METHODS.join(' ') };
  await service.relay.publish(await service.signEvent(info, walletSecret));
}

// A NIP-04-only wallet cannot read NIP-44 requests: they go unanswered.
function refuseNip44(service) {
  const decrypt = service.decrypt.bind(service);
  service.decrypt = (keypair, content, encryptionType) => {
    if (encryptionType !== 'nip04') throw new Error('this wallet speaks NIP-04 only');
    return decrypt(keypair, content, encryptionType);
  };
}
