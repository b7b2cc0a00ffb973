import type { NostrEvent, ZapReceipt } from '@app/core';
import { targetEventId } from './eventTags';
import { formatBits } from '../embeds/amounts';

/** A feed item that is about another note: who did what, and which note. */
export interface Activity {
  /** Who reposted, liked or zapped. */
  actor: string;
  /** The verb after the name: 'reposted', 'liked', 'zapped {n} bits'. */
  verb: string;
  targetId: string;
}

/** The action line of reposts (6/16), reactions (7) and zap receipts (9735) that point at a note; null otherwise. */
export function activityOf(event: NostrEvent, zap?: ZapReceipt | null): Activity | null {
  if (event.kind === 9735) {
    const targetId = targetEventId(event);
    if (!zap?.zapper || !targetId) return null;
    const verb = zap.amount === null ? 'zapped' : `zapped ${formatBits(zap.amount)} bits`;
    return { actor: zap.zapper, verb, targetId };
  }
  const verb = event.kind === 6 || event.kind === 16 ? 'reposted' : event.kind === 7 ? 'liked' : null;
  const targetId = targetEventId(event);
  return verb && targetId ? { actor: event.pubkey, verb, targetId } : null;
}
