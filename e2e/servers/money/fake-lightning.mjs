// A fake lightning network inside one process, shared by the test mint, the NWC wallet service and the zap server:
// real signed BOLT11 invoices (lnbc, one node key from a seed) that only this ledger can settle, and accounts in msat.
// Persistent in a JSON file (written atomically) when given a path, in memory otherwise.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import bolt11 from 'bolt11';
import { decode } from 'light-bolt11-decoder';
import { secp256k1 } from '@noble/curves/secp256k1.js';

const DEFAULT_EXPIRY_SECONDS = 3600;

/** A refused ledger operation; `code` says why (INVALID_INVOICE, UNKNOWN_INVOICE, INVOICE_EXPIRED, ALREADY_PAID, …). */
export class LedgerError extends Error {
  constructor(code, message) {
    super(message);
    this.name = 'LedgerError';
    this.code = code;
  }
}

const sha256Hex = (data) => createHash('sha256').update(data).digest('hex');

/** The fake node's private key (hex) for a seed. */
export function nodePrivateKey(seed) {
  return sha256Hex(`fake-lightning-node:${seed}`);
}

/** What a BOLT11 string says: payment hash, amount (msat, null when amountless), description or its hash, times (s). */
export function decodeInvoice(invoice) {
  let sections;
  try {
    sections = decode(invoice).sections;
  } catch (error) {
    throw new LedgerError('INVALID_INVOICE', `Invalid invoice: ${error.message}`);
  }
  const value = (name) => sections.find((section) => section.name === name)?.value;
  const createdAt = value('timestamp');
  const amount = value('amount');
  return {
    paymentHash: value('payment_hash'),
    amountMsat: amount === undefined ? null : Number(amount),
    description: value('description') ?? null,
    descriptionHash: value('description_hash') ?? null,
    createdAt,
    expiresAt: createdAt + (value('expiry') ?? DEFAULT_EXPIRY_SECONDS),
  };
}

// The BOLT11 tags of a new invoice: payment hash and secret, description or its hash, expiry.
function invoiceTags({ paymentHash, description, descriptionHash, expirySeconds }) {
  const tags = [
    { tagName: 'payment_hash', data: paymentHash },
    { tagName: 'payment_secret', data: randomBytes(32).toString('hex') },
    descriptionHash ? { tagName: 'purpose_commit_hash', data: descriptionHash } : { tagName: 'description', data: description ?? '' },
    { tagName: 'expire_time', data: expirySeconds },
  ];
  return tags;
}

function loadState(path) {
  if (path && existsSync(path)) return JSON.parse(readFileSync(path, 'utf8'));
  return { accounts: {}, invoices: {}, events: 0 };
}

function saveState(path, state) {
  if (!path) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(`${path}.tmp`, JSON.stringify(state));
  renameSync(`${path}.tmp`, path);
}

/**
 * The ledger. `feeMsat(amountMsat)` is the routing fee a payer pays on top (0 by default).
 * Accounts are created on first use with no balance; `unlimited` accounts (the outside world) never run dry.
 */
export function createLedger({ path, seed = 'local', feeMsat = () => 0, now = () => Date.now() } = {}) {
  const state = loadState(path);
  const privateKey = nodePrivateKey(seed);
  const nodePubkey = Buffer.from(secp256k1.getPublicKey(Buffer.from(privateKey, 'hex'), true)).toString('hex');
  const listeners = new Set();
  const nowSeconds = () => Math.floor(now() / 1000);
  const save = () => saveState(path, state);
  const nextSeq = () => (state.events = (state.events ?? 0) + 1); // orders events within the same second

  function account(name) {
    state.accounts[name] ??= { balanceMsat: 0, unlimited: false };
    return state.accounts[name];
  }

  /** Creates an account with a starting balance; an existing one (e.g. loaded from the file) is kept as it is. */
  function createAccount(name, { balanceMsat = 0, unlimited = false } = {}) {
    if (!state.accounts[name]) {
      state.accounts[name] = { balanceMsat, unlimited };
      save();
    }
    return name;
  }

  function balance(name) {
    const entry = account(name);
    return entry.unlimited ? Infinity : entry.balanceMsat;
  }

  function credit(name, amountMsat) {
    account(name).balanceMsat += amountMsat;
    save();
  }

  function createInvoice({ amountMsat, description, descriptionHash, account: owner, expirySeconds = DEFAULT_EXPIRY_SECONDS }) {
    if (!owner) throw new LedgerError('INVALID_REQUEST', 'An invoice needs the account it pays into');
    if (amountMsat != null && !(Number.isInteger(amountMsat) && amountMsat > 0)) throw new LedgerError('INVALID_REQUEST', 'Invoice amount must be a positive number of msat');
    const preimage = randomBytes(32).toString('hex');
    const paymentHash = sha256Hex(Buffer.from(preimage, 'hex'));
    const createdAt = nowSeconds();
    const encoded = bolt11.encode({
      timestamp: createdAt,
      ...(amountMsat != null && { millisatoshis: String(amountMsat) }),
      tags: invoiceTags({ paymentHash, description, descriptionHash, expirySeconds }),
    });
    const { paymentRequest } = bolt11.sign(encoded, privateKey);
    account(owner);
    state.invoices[paymentHash] = {
      paymentHash, preimage, bolt11: paymentRequest, amountMsat: amountMsat ?? null,
      description: descriptionHash ? null : (description ?? ''), descriptionHash: descriptionHash ?? null,
      account: owner, createdAt, expiresAt: createdAt + expirySeconds, state: 'pending', createdSeq: nextSeq(),
    };
    save();
    return { bolt11: paymentRequest, paymentHash, preimage, expiresAt: createdAt + expirySeconds };
  }

  // The invoice a payment goes to, or why it cannot be paid.
  function payableInvoice(invoice) {
    const { paymentHash } = decodeInvoice(invoice);
    const record = state.invoices[paymentHash];
    if (!record || record.bolt11 !== invoice) throw new LedgerError('UNKNOWN_INVOICE', 'No route to the payee: the fake lightning network only knows its own invoices');
    if (record.state === 'settled') throw new LedgerError('ALREADY_PAID', 'Invoice already paid');
    if (record.expiresAt <= nowSeconds()) throw new LedgerError('INVOICE_EXPIRED', 'Invoice expired');
    return record;
  }

  function paymentAmount(record, amountMsat) {
    if (record.amountMsat == null && !(amountMsat > 0)) throw new LedgerError('AMOUNT_REQUIRED', 'An amountless invoice needs an amount');
    if (record.amountMsat != null && amountMsat != null && amountMsat !== record.amountMsat) throw new LedgerError('INVALID_AMOUNT', 'Amount does not match the invoice');
    return record.amountMsat ?? amountMsat;
  }

  /** Pays an invoice of this ledger from account `from`: debits amount + fee, credits the invoice's account. */
  function pay(invoice, { from, amountMsat } = {}) {
    if (!from) throw new LedgerError('INVALID_REQUEST', 'A payment needs the paying account');
    const record = payableInvoice(invoice);
    const amount = paymentAmount(record, amountMsat);
    const fee = feeMsat(amount);
    const payer = account(from);
    if (!payer.unlimited && payer.balanceMsat < amount + fee) {
      throw new LedgerError('INSUFFICIENT_BALANCE', `Insufficient balance: ${payer.balanceMsat} msat, the payment needs ${amount + fee} msat`);
    }
    if (!payer.unlimited) payer.balanceMsat -= amount + fee;
    const payee = account(record.account);
    if (!payee.unlimited) payee.balanceMsat += amount;
    Object.assign(record, { state: 'settled', settledAt: nowSeconds(), settledSeq: nextSeq(), paidMsat: amount, feeMsat: fee, payer: from });
    save();
    for (const listener of listeners) notify(listener, record);
    return { preimage: record.preimage, feeMsat: fee, paymentHash: record.paymentHash, amountMsat: amount };
  }

  function notify(listener, record) {
    try {
      listener({ ...record });
    } catch (error) {
      console.error(`[fake-lightning] onPaid listener failed: ${error.message}`);
    }
  }

  /** An invoice by payment hash (a copy), or null. */
  function lookup(paymentHash) {
    const record = state.invoices[paymentHash];
    return record ? { ...record } : null;
  }

  /** An account's invoices (incoming, paid or not) and payments (outgoing), newest first. */
  function transactions(name) {
    const all = Object.values(state.invoices);
    const incoming = all.filter((record) => record.account === name).map((record) => ({ ...record, type: 'incoming' }));
    const outgoing = all.filter((record) => record.payer === name).map((record) => ({ ...record, type: 'outgoing' }));
    const seq = (entry) => (entry.type === 'outgoing' ? entry.settledSeq : entry.createdSeq);
    return [...incoming, ...outgoing].sort((a, b) => seq(b) - seq(a));
  }

  /** Calls `listener(invoice)` after each settled payment; returns the unsubscribe function. */
  function onPaid(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return { nodePubkey, createAccount, balance, credit, createInvoice, decodeInvoice, pay, lookup, transactions, onPaid };
}
