import { describe, expect, it } from 'vitest';
import type { NwcTransaction, OperationRow } from '../wallet-port/wallet-port';
import { fromNwcTransaction, fromOperation, mergeHistory } from './history-entries';

const NOW = 1_750_000_000_000;
const op = (fields: Partial<OperationRow>): OperationRow => ({ id: 'op', kind: 'send', mint: 'https://mint.example.com', state: 'done', amount: 100, createdAt: NOW - 1000, updatedAt: NOW - 1000, ...fields });
const tx = (fields: Partial<NwcTransaction>): NwcTransaction => ({ type: 'incoming', paymentHash: 'hash', amountMsat: 21_000, createdAt: (NOW - 5000) / 1000, state: 'settled', ...fields });

describe('fromOperation', () => {
  it('names each kind and keeps the token of a send to copy again', () => {
    expect(fromOperation(op({ kind: 'mint' }), NOW)).toMatchObject({ label: 'Received', direction: 'in', status: 'done' });
    expect(fromOperation(op({ kind: 'receive' }), NOW)).toMatchObject({ label: 'Received', direction: 'in' });
    expect(fromOperation(op({ kind: 'melt', fee: 2 }), NOW)).toMatchObject({ label: 'Paid', direction: 'out', fee: 2 });
    expect(fromOperation(op({ kind: 'send', token: 'cashuB…', memo: 'Coffee' }), NOW)).toMatchObject({ label: 'Sent', token: 'cashuB…', message: 'Coffee' });
    expect(fromOperation(op({ kind: 'receive', token: 'cashuB…' }), NOW).token).toBeUndefined();
  });

  it('marks unfinished operations pending and failed ones with their error', () => {
    expect(fromOperation(op({ state: 'submitted' }), NOW).status).toBe('pending');
    expect(fromOperation(op({ kind: 'mint', state: 'quoted', expiry: NOW / 1000 + 60 }), NOW).status).toBe('pending');
    expect(fromOperation(op({ kind: 'mint', state: 'quoted', expiry: NOW / 1000 - 60 }), NOW)).toMatchObject({ status: 'failed', error: 'Invoice expired' });
    expect(fromOperation(op({ state: 'failed', error: 'Payment failed' }), NOW)).toMatchObject({ status: 'failed', error: 'Payment failed' });
    expect(fromOperation(op({ state: 'rolledBack' }), NOW)).toMatchObject({ status: 'failed', error: 'Cancelled, nothing was moved' });
  });
});

describe('fromNwcTransaction', () => {
  it('reads msat as sats and seconds as ms', () => {
    expect(fromNwcTransaction(tx({ amountMsat: 21_999, feesPaidMsat: 3000, type: 'outgoing', settledAt: NOW / 1000 }))).toMatchObject({
      label: 'Paid',
      direction: 'out',
      amount: 21,
      fee: 3,
      at: NOW,
      status: 'done',
      source: 'nwc',
    });
  });
  it('maps the wallet states', () => {
    expect(fromNwcTransaction(tx({ state: 'pending' })).status).toBe('pending');
    expect(fromNwcTransaction(tx({ state: 'expired' }))).toMatchObject({ status: 'failed', error: 'Invoice expired' });
    expect(fromNwcTransaction(tx({ state: undefined, settledAt: undefined })).status).toBe('pending');
  });
});

describe('mergeHistory', () => {
  it('merges both sources newest first, with payment metadata by invoice or token', () => {
    const entries = mergeHistory(
      [op({ id: 'a', kind: 'melt', invoice: 'lnbc1a', createdAt: NOW - 3000 }), op({ id: 'b', kind: 'send', token: 'cashuBb', createdAt: NOW - 1000 })],
      [tx({ invoice: 'lnbc1c', createdAt: (NOW - 2000) / 1000, description: 'From the wallet' })],
      [
        { invoice: 'lnbc1a', type: 'payment', message: 'Zap for a note', recipient: 'Alice', timestamp: NOW },
        { invoice: 'cashuBb', type: 'token', message: 'Lunch', timestamp: NOW },
        { invoice: 'lnbc1c', type: 'invoice', recipient: 'Bob', timestamp: NOW },
      ],
      NOW,
    );
    expect(entries.map((entry) => [entry.key, entry.message, entry.recipient])).toEqual([
      ['ecash:b', 'Lunch', undefined],
      ['nwc:hash', 'From the wallet', 'Bob'],
      ['ecash:a', 'Zap for a note', 'Alice'],
    ]);
  });

  it('shows a redeemed nutzap as one, with its comment (payment metadata by the token redeemed)', () => {
    const receive = op({ kind: 'receive', token: 'cashuBnutzap', amount: 21 });
    const [entry] = mergeHistory([receive], [], [{ invoice: 'cashuBnutzap', type: 'nutzap', sender: 'ab'.repeat(32), message: 'great post', timestamp: NOW }], NOW);
    expect(entry).toMatchObject({ label: 'Nutzap', direction: 'in', amount: 21, message: 'great post' });
  });

  it('is empty without operations or transactions', () => {
    expect(mergeHistory([], [], [{ invoice: 'x', type: 'payment', timestamp: 1 }], NOW)).toEqual([]);
  });
});
