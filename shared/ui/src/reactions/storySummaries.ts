import type { LikeItem, ReactionSummary } from './noteActionsContract';

/** Sample summaries for the reactions tests and stories (not exported from the package). */
export const samplePubkey = (n: number) => n.toString(16).padStart(64, '5');

export function sampleLikes(count: number, content = '+'): LikeItem[] {
  return Array.from({ length: count }, (_, n) => ({ id: `like-${n}`, pubkey: samplePubkey(n), content, created_at: 1_700_000_000 + n }));
}

export function sampleSummary(likes: number, reposts = 0, zaps: number[] = [], replies = 0): ReactionSummary {
  return {
    likes: sampleLikes(likes),
    reposts: Array.from({ length: reposts }, (_, n) => ({ id: `repost-${n}`, pubkey: samplePubkey(n), created_at: 1_700_000_000, kind: 6 })),
    zaps: zaps.map((amount, n) => ({ id: `zap-${n}`, pubkey: samplePubkey(n), amount, comment: n === 0 ? 'Thanks for writing this!' : '', created_at: 1_700_000_000 })),
    zapTotal: zaps.reduce((sum, amount) => sum + amount, 0),
    replies,
  };
}
