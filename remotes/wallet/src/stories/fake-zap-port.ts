import type { NostrEvent } from '@app/core';
import { Observable } from 'rxjs';
import type { ZapInvoice, ZapPlan, ZapPort, ZapTarget } from '../zap/zap-port';
import { INVOICE } from './wallet-fixtures';

export interface FakeZapOptions {
  /** Rejects plan() with this text. */
  planError?: string;
  /** Rejects pay() with this text. */
  payError?: string;
  /** Never answers plan() (the loading state). */
  planPending?: boolean;
  canPay?: boolean;
  defaults?: { amount: number; comment: string };
  /** The receipt arrives this long after the invoice is shown (never when unset). */
  receiptAfterMs?: number;
  commentAllowed?: number;
  minSendable?: number;
  maxSendable?: number;
}

/** A zap port for stories and tests: it records what the flow asked for. */
export function fakeZapPort(opts: FakeZapOptions = {}) {
  const calls = { invoices: [] as Array<{ bits: number; comment: string }>, paid: 0, pending: [] as number[], rolledBack: 0, toasts: [] as string[], saved: [] as object[] };
  let defaults = opts.defaults ?? { amount: 0, comment: '' };
  const port: ZapPort = {
    async plan(target: ZapTarget): Promise<ZapPlan> {
      if (opts.planPending) return new Promise(() => {});
      if (opts.planError) throw new Error(opts.planError);
      const info = { callback: 'https://zaps.example/cb', minSendable: opts.minSendable ?? 1000, maxSendable: opts.maxSendable ?? 100_000_000_000, metadata: '[]', allowsNostr: true, commentAllowed: opts.commentAllowed ?? 200 };
      return { target, address: 'alice@zaps.example', info };
    },
    async invoice(plan, bits, comment): Promise<ZapInvoice> {
      calls.invoices.push({ bits, comment });
      return { target: plan.target, invoice: INVOICE, bits, comment, request: { kind: 9734 } as NostrEvent };
    },
    async pay() {
      if (opts.payError) throw new Error(opts.payError);
      calls.paid++;
    },
    receipt$: () =>
      new Observable((subscriber) => {
        if (opts.receiptAfterMs === undefined) return;
        const timer = setTimeout(() => (subscriber.next({}), subscriber.complete()), opts.receiptAfterMs);
        return () => clearTimeout(timer);
      }),
    canPay: async () => opts.canPay ?? false,
    defaults: () => defaults,
    saveDefaults: (patch) => {
      calls.saved.push(patch);
      defaults = { ...defaults, ...patch };
    },
    nameOf: async () => 'Alice',
    addPendingZap: (_noteId, bits) => {
      calls.pending.push(bits);
      return () => calls.rolledBack++;
    },
    toastFailure: (message) => calls.toasts.push(message),
    toastSuccess: (message) => calls.toasts.push(message),
  };
  return { port, calls };
}
