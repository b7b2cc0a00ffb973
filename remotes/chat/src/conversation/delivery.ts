import type { RelayDelivery } from '@app/core/chat';

/** What the user is told of one of their own messages' delivery. */
export type DeliveryStatus =
  | { state: 'pending' }
  | { state: 'sent' }
  | { state: 'partial'; ok: number; total: number }
  | { state: 'failed' };

/**
 * The delivery of an own message from its per-relay states: sending while any relay has not answered, not delivered
 * when every relay failed, sent to N of M when some failed; null when there is nothing to tell (no relays listed).
 */
export function deliveryStatus(delivery: Record<string, RelayDelivery> | undefined): DeliveryStatus | null {
  const states = Object.values(delivery ?? {});
  if (states.length === 0) return null;
  const ok = states.filter((state) => state === 'ok').length;
  const failed = states.filter((state) => state === 'failed').length;
  if (failed === states.length) return { state: 'failed' };
  if (ok + failed < states.length) return { state: 'pending' };
  if (failed > 0) return { state: 'partial', ok, total: states.length };
  return { state: 'sent' };
}

const RELAY_STATE_LABELS: Record<RelayDelivery, string> = { pending: 'sending', ok: 'accepted', failed: 'failed' };

/** One line per relay ('wss://relay.example: accepted'), for a tooltip. */
export function deliveryDetails(delivery: Record<string, RelayDelivery> | undefined): string {
  return Object.entries(delivery ?? {})
    .map(([relay, state]) => `${relay}: ${RELAY_STATE_LABELS[state]}`)
    .join('\n');
}
