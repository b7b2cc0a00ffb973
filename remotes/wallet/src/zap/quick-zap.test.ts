import { describe, expect, it } from 'vitest';
import { decodeNostrLink, type NostrEvent } from '@app/core';
import { fakeZapPort } from '../stories/fake-zap-port';
import { quickZap, quickZapAmount } from './quick-zap';
import { zappedNotePath } from './zap-toast';

const note = { id: 'a'.repeat(64), pubkey: 'b'.repeat(64), kind: 1 } as NostrEvent;
const request = { pubkey: note.pubkey, event: note };

describe('quick zap (spec 2 §4)', () => {
  it('happens only with a saved default amount and a wallet that can pay, and never when the dialog is asked for', async () => {
    expect(await quickZapAmount(fakeZapPort({ canPay: true }).port, request)).toBeNull();
    expect(await quickZapAmount(fakeZapPort({ canPay: false, defaults: { amount: 50, comment: '' } }).port, request)).toBeNull();
    expect(await quickZapAmount(fakeZapPort({ canPay: true, defaults: { amount: 50, comment: '' } }).port, { ...request, dialog: true })).toBeNull();
    expect(await quickZapAmount(fakeZapPort({ canPay: true, defaults: { amount: 50, comment: '' } }).port, request)).toBe(50);
  });

  it('counts the zap at once and pays the default amount with the default comment', async () => {
    const { port, calls } = fakeZapPort({ canPay: true, defaults: { amount: 50, comment: 'gm' } });
    expect(await quickZap(port, request, 50)).toBe(true);
    expect(calls).toMatchObject({ pending: [50], invoices: [{ bits: 50, comment: 'gm' }], paid: 1, rolledBack: 0, toasts: [] });
  });

  it('rolls the zap back and shows the failure toast for 10 s, linking to the note, when the payment fails', async () => {
    const { port, calls } = fakeZapPort({ canPay: true, payError: 'Insufficient balance' });
    const notePage = zappedNotePath(note);
    expect(decodeNostrLink(notePage!.slice(1))).toMatchObject({ type: 'event', id: note.id, author: note.pubkey });
    expect(await quickZap(port, request, 21, notePage)).toBe(false);
    expect(calls).toMatchObject({ pending: [21], rolledBack: 1, toasts: ['Zap to Alice (21 bits) failed. Insufficient balance'] });
    expect(calls.failureToasts).toEqual([{ type: 'toast', kind: 'error', message: 'Zap to Alice (21 bits) failed. Insufficient balance', duration: 10_000, linkTo: notePage }]);
  });
});
