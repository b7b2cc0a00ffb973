import type { NostrEvent } from '@app/core';
import { BehaviorSubject, Observable } from 'rxjs';
import type { CampaignState } from '@app/core/wallet';
import type { ZapInvoice, ZapPlan, ZapPort, ZapTarget } from '../zap/zap-port';
import { zapFailureToast } from '../zap/zap-toast';
import { INVOICE } from './wallet-fixtures';

export interface FakeZapOptions {
  /** Rejects plan() with this text. */
  planError?: string;
  /** Rejects pay() with this text. */
  payError?: string;
  /** Rejects invoice() with this error (an unexpected one: a bug, a dropped connection). */
  invoiceError?: Error;
  /** Never answers plan() (the loading state). */
  planPending?: boolean;
  canPay?: boolean;
  defaults?: { amount: number; comment: string };
  /** The receipt arrives this long after the invoice is shown (never when unset). */
  receiptAfterMs?: number;
  /** Rejects startCampaign() with this text. */
  campaignError?: string;
  /** The recipient takes nutzaps this wallet can pay. */
  nutzaps?: boolean;
  /** The first this many nutzaps fail with 'Mint unreachable'. */
  nutzapFailures?: number;
  commentAllowed?: number;
  minSendable?: number;
  maxSendable?: number;
}

/** A zap port for stories and tests: it records what the flow asked for. */
export function fakeZapPort(opts: FakeZapOptions = {}) {
  const calls = {
    invoices: [] as Array<{ bits: number; comment: string }>,
    paid: 0,
    pending: [] as number[],
    rolledBack: 0,
    toasts: [] as string[],
    /** The failure toasts as the app publishes them (duration, link to the note). */
    failureToasts: [] as Array<ReturnType<typeof zapFailureToast>>,
    saved: [] as object[],
  };
  let defaults = opts.defaults ?? { amount: 0, comment: '' };
  let nutzapFailures = opts.nutzapFailures ?? 0;
  const port: ZapPort = {
    async plan(target: ZapTarget): Promise<ZapPlan> {
      if (opts.planPending) return new Promise(() => {});
      if (opts.planError) throw new Error(opts.planError);
      const info = { callback: 'https://zaps.example/cb', minSendable: opts.minSendable ?? 1000, maxSendable: opts.maxSendable ?? 100_000_000_000, metadata: '[]', allowsNostr: true, commentAllowed: opts.commentAllowed ?? 200 };
      return { target, address: 'alice@zaps.example', info };
    },
    async invoice(plan, bits, comment): Promise<ZapInvoice> {
      if (opts.invoiceError) throw opts.invoiceError;
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
    toastFailure: (message, linkTo) => {
      calls.toasts.push(message);
      calls.failureToasts.push(zapFailureToast(message, linkTo));
    },
    toastSuccess: (message) => calls.toasts.push(message),
    canNutzap: async () => opts.nutzaps ?? false,
    nutzap: async (_request, bits) => {
      if (opts.payError) throw new Error(opts.payError);
      if (nutzapFailures-- > 0) throw new Error('Mint unreachable');
      calls.invoices.push({ bits, comment: 'nutzap' });
    },
    startCampaign: async (posts, options) => {
      if (opts.campaignError) throw new Error(opts.campaignError);
      return scriptedCampaign(posts.map((post) => post.id), options.bitsPerPost);
    },
  };
  return { port, calls };
}

/** A campaign that zaps the first post, skips the second as already zapped, then waits to be paused or stopped. */
function scriptedCampaign(ids: string[], bits: number) {
  const state = new BehaviorSubject<CampaignState>({ status: 'running', zaps: 0, spent: 0, log: [] });
  const log = [
    { postId: ids[0] ?? 'post-0', author: 'a'.repeat(64), outcome: 'zapped' as const, text: `${bits} bits` },
    { postId: ids[1] ?? 'post-1', author: 'b'.repeat(64), outcome: 'skipped' as const, text: 'Already zapped' },
  ];
  setTimeout(() => state.next({ ...state.value, zaps: 1, spent: bits, log }), 10);
  return {
    state$: state.asObservable(),
    pause: () => state.next({ ...state.value, status: 'paused' }),
    resume: () => state.next({ ...state.value, status: 'running' }),
    stop: () => state.value.status !== 'done' && state.next({ ...state.value, status: 'done', result: `Campaign stopped by user after ${state.value.zaps} zaps` }),
  };
}
