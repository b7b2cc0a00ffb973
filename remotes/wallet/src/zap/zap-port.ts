import type { NostrEvent } from '@app/core';
import type { Campaign, CampaignOptions, ZapInvoice, ZapPlan, ZapTarget } from '@app/core/wallet';
import type { Observable } from 'rxjs';

export type { Campaign, CampaignOptions, ZapInvoice, ZapPlan, ZapTarget };

/** A zap asked for on the bus: the user, their event, and whether the dialog must open (no quick zap). */
export interface ZapRequest {
  pubkey: string;
  event?: NostrEvent;
  dialog?: boolean;
}

/**
 * What the zap dialog, quick zaps and campaigns need of the core (`zapsOf(core)`, the wallet, the user store, the
 * counts, the bus), as one interface: core-zap-port.ts adapts the core, stories and tests give fakes.
 */
export interface ZapPort {
  plan(target: ZapTarget): Promise<ZapPlan>;
  invoice(plan: ZapPlan, bits: number, comment: string): Promise<ZapInvoice>;
  pay(zap: ZapInvoice): Promise<void>;
  /** Emits once the zap's verified receipt is on a relay (asked every 2.5 s). */
  receipt$(zap: ZapInvoice): Observable<unknown>;
  /** Whether the active wallet can pay at once: a provider is chosen and, for ecash, holds a balance. */
  canPay(): Promise<boolean>;
  /** The saved default amount (0: none) and comment (user store). */
  defaults(): { amount: number; comment: string };
  saveDefaults(patch: { amount?: number; comment?: string }): void;
  /** The recipient's display name, for the title and the failure toast. */
  nameOf(pubkey: string): Promise<string>;
  /** Counts a zap on the note at once; the returned function takes it back. */
  addPendingZap(noteId: string, bits: number, comment: string): () => void;
  /** The 10 s failure toast, linking to the note when there is one. */
  toastFailure(message: string, linkTo?: string): void;
  /** A short success toast ('Zapped Alice 21 bits'). */
  toastSuccess(message: string): void;
  /** Whether the user takes nutzaps (kind 10019) at a mint where this wallet holds ecash. */
  canNutzap(pubkey: string): Promise<boolean>;
  /** Sends a NIP-61 nutzap: ecash locked to their key, in a kind-9321 event. */
  nutzap(request: ZapRequest, bits: number, comment: string): Promise<void>;
  /** Starts a zap-all campaign over the posts; rejects with the spec's texts (no signer, no wallet, bad amounts). */
  startCampaign(posts: readonly NostrEvent[], options: CampaignOptions): Promise<Campaign>;
}
