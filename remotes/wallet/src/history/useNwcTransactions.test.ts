import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeWalletPort } from '../stories/fake-wallet-port';
import type { NwcTransaction } from '../wallet-port/wallet-port';
import { useNwcTransactions } from './useNwcTransactions';

const tx = (hash: string): NwcTransaction => ({ type: 'incoming', paymentHash: hash, amountMsat: 1000, createdAt: 1 });

describe('useNwcTransactions', () => {
  it('reads the list when the wallet is active, again when its balance changes, keeping the old list meanwhile', async () => {
    const lists = [[tx('a')], [tx('a'), tx('b')]];
    let answer: (list: NwcTransaction[]) => void = () => {};
    let reads = 0;
    const port = fakeWalletPort({ overrides: { nwcTransactions: () => new Promise((resolve) => ((answer = resolve), reads++)) } });
    const { result, rerender } = renderHook(({ balance }) => useNwcTransactions(port, 'alby', balance), { initialProps: { balance: 100 } });
    expect(result.current.loading).toBe(true);
    await act(async () => answer(lists[0]));
    expect(result.current.transactions.map((t) => t.paymentHash)).toEqual(['a']);
    rerender({ balance: 79 });
    expect(result.current).toMatchObject({ loading: true, transactions: [{ paymentHash: 'a' }] });
    await act(async () => answer(lists[1]));
    expect(result.current.transactions.map((t) => t.paymentHash)).toEqual(['a', 'b']);
    expect(reads).toBe(2);
  });

  it('has nothing without an NWC wallet, and shows a failure', async () => {
    const failing = fakeWalletPort({ overrides: { nwcTransactions: () => Promise.reject(new Error('NWC request list_transactions timed out')) } });
    expect(renderHook(() => useNwcTransactions(failing, null)).result.current).toEqual({ transactions: [], loading: false, error: null });
    const { result } = renderHook(() => useNwcTransactions(failing, 'alby'));
    await act(async () => {});
    expect(result.current.error).toBe('NWC request list_transactions timed out');
  });
});
