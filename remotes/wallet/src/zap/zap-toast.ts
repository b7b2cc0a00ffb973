import { notePath, type AppEvent } from '@app/core';
import { ZAP_FAILURE_TOAST_MS } from '@app/core/wallet';

/** The in-app link of a zapped note (the failure toast links to it). */
export const zappedNotePath = (event?: { id: string; pubkey: string }) => (event ? notePath(event.id, { author: event.pubkey }) : undefined);

/** Spec 2 §4: a failed zap's error toast, shown 10 s, linking to the zapped note when there is one. */
export function zapFailureToast(message: string, linkTo?: string): Extract<AppEvent, { type: 'toast' }> {
  return { type: 'toast', kind: 'error', message, duration: ZAP_FAILURE_TOAST_MS, ...(linkTo ? { linkTo } : {}) };
}
