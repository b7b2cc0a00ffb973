import type { NwcTransaction, OperationRow, PaymentMetadataRow } from '../wallet-port/wallet-port';
import { isPendingOperation } from '../wallet-port/wallet-port';

export type HistoryStatus = 'done' | 'pending' | 'failed';

/** One line of the wallet's history, from an ecash operation or an NWC transaction. */
export interface HistoryEntry {
  key: string;
  /** 'Received', 'Sent', 'Paid', 'Invoice', 'Nutzap'. */
  label: string;
  direction: 'in' | 'out';
  /** Sats, without fees. */
  amount: number;
  fee?: number;
  status: HistoryStatus;
  error?: string;
  /** ms. */
  at: number;
  source: 'ecash' | 'nwc';
  /** What it was for (payment metadata, else the token's memo or the invoice's description). */
  message?: string;
  recipient?: string;
  /** The token a send made, to copy again. */
  token?: string;
}

const OPERATION_LABELS: Record<OperationRow['kind'], { label: string; direction: 'in' | 'out' }> = {
  mint: { label: 'Received', direction: 'in' },
  receive: { label: 'Received', direction: 'in' },
  send: { label: 'Sent', direction: 'out' },
  melt: { label: 'Paid', direction: 'out' },
};

function operationStatus(operation: OperationRow, nowMs: number): HistoryStatus {
  if (operation.state === 'done') return 'done';
  if (operation.state === 'failed' || operation.state === 'rolledBack') return 'failed';
  return isPendingOperation(operation, nowMs) ? 'pending' : 'failed';
}

export function fromOperation(operation: OperationRow, nowMs: number): HistoryEntry {
  const status = operationStatus(operation, nowMs);
  return {
    key: `ecash:${operation.id}`,
    ...OPERATION_LABELS[operation.kind],
    amount: operation.amount,
    ...(operation.fee ? { fee: operation.fee } : {}),
    status,
    ...(status === 'failed' ? { error: operation.error ?? (operation.state === 'quoted' ? 'Invoice expired' : 'Cancelled, nothing was moved') } : {}),
    at: operation.createdAt,
    source: 'ecash',
    ...(operation.memo ? { message: operation.memo } : {}),
    ...(operation.kind === 'send' && operation.token ? { token: operation.token } : {}),
  };
}

const NWC_STATUS: Record<string, HistoryStatus> = { settled: 'done', pending: 'pending', failed: 'failed', expired: 'failed' };

export function fromNwcTransaction(transaction: NwcTransaction): HistoryEntry {
  const incoming = transaction.type === 'incoming';
  const status = transaction.state ? (NWC_STATUS[transaction.state] ?? 'done') : transaction.settledAt ? 'done' : 'pending';
  const fee = Math.floor((transaction.feesPaidMsat ?? 0) / 1000);
  return {
    key: `nwc:${transaction.paymentHash || transaction.invoice || transaction.createdAt}`,
    label: incoming ? 'Received' : 'Paid',
    direction: incoming ? 'in' : 'out',
    amount: Math.floor(transaction.amountMsat / 1000),
    ...(fee ? { fee } : {}),
    status,
    ...(transaction.state === 'expired' ? { error: 'Invoice expired' } : transaction.state === 'failed' ? { error: 'Payment failed' } : {}),
    at: (transaction.settledAt ?? transaction.createdAt) * 1000,
    source: 'nwc',
    ...(transaction.description ? { message: transaction.description } : {}),
  };
}

/** The identifier payment metadata is keyed by: an operation's or transaction's invoice, or a send's token. */
const metadataKey = (item: { invoice?: string; token?: string }) => item.invoice ?? item.token;

/**
 * The history shown: ecash operations and NWC transactions, with what the payment metadata knows (message,
 * recipient) merged in by invoice or token, newest first.
 */
export function mergeHistory(operations: OperationRow[], transactions: NwcTransaction[], payments: PaymentMetadataRow[], nowMs: number): HistoryEntry[] {
  const metadata = new Map(payments.map((row) => [row.invoice, row]));
  const withMetadata = (entry: HistoryEntry, key: string | undefined): HistoryEntry => {
    const known = key ? metadata.get(key) : undefined;
    if (!known) return entry;
    const nutzap = known.type === 'nutzap' ? { label: 'Nutzap' } : {};
    return { ...entry, ...nutzap, ...(known.message ? { message: known.message } : {}), ...(known.recipient ? { recipient: known.recipient } : {}) };
  };
  return [
    ...operations.map((operation) => withMetadata(fromOperation(operation, nowMs), metadataKey(operation))),
    ...transactions.map((transaction) => withMetadata(fromNwcTransaction(transaction), transaction.invoice)),
  ].sort((a, b) => b.at - a.at);
}
