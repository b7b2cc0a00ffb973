import type { NostrEvent } from '../nostr-types'
import type { LikeItem, ReactionSummary, ZapItem } from './action-types'
import type { ZapReceipt } from '../zaps/zap-receipt'

export const REACTION_KINDS = { reaction: 7, repost: 6, genericRepost: 16, zapReceipt: 9735, nutzap: 9321, note: 1, comment: 1111 } as const

/**
 * The note an event reacts to: the last e tag of a reaction (NIP-25); a reply's parent (NIP-10: the 'reply' marker,
 * else the 'root' marker, else the last unmarked e tag; mentions never count); a comment's `e` parent (NIP-22);
 * the first e tag otherwise.
 */
export function reactionTarget(event: NostrEvent): string | undefined {
  const eTags = event.tags.filter((tag) => tag[0] === 'e' && tag[1])
  if (event.kind === REACTION_KINDS.reaction) return eTags.at(-1)?.[1]
  if (event.kind === REACTION_KINDS.note) return replyParent(eTags)
  return eTags[0]?.[1]
}

function replyParent(eTags: string[][]): string | undefined {
  const marked = (marker: string) => eTags.find((tag) => tag[3] === marker)?.[1]
  if (eTags.some((tag) => tag[3])) return marked('reply') ?? marked('root')
  return eTags.at(-1)?.[1] // deprecated positional e tags: the last one is the parent
}

function likeOf(event: NostrEvent): LikeItem {
  const shortcode = /^:([\w-]{1,50}):$/.exec(event.content)?.[1]
  const emojiUrl = shortcode ? event.tags.find((tag) => tag[0] === 'emoji' && tag[1] === shortcode)?.[2] : undefined
  return { id: event.id, pubkey: event.pubkey, content: event.content || '+', created_at: event.created_at, ...(emojiUrl ? { emojiUrl } : {}) }
}

/** Spec 2 §3 'Zap receipt parsed' as a summary item: the zapper falls back to the receipt's signer, amount to 0. */
export function zapItemOf(receipt: NostrEvent, zap: ZapReceipt): ZapItem {
  return { id: receipt.id, pubkey: zap.zapper ?? receipt.pubkey, amount: zap.amount ?? 0, comment: zap.comment, created_at: receipt.created_at }
}

/**
 * The summary with one more event counted: likes and reposts once per person, every verified zap receipt (`zap`,
 * its reading by the verifier; without it a receipt is not counted); '-' is not a like.
 */
export function addToSummary(summary: ReactionSummary, event: NostrEvent, zap?: ZapReceipt): ReactionSummary {
  switch (event.kind) {
    case REACTION_KINDS.reaction:
      if (event.content === '-' || summary.likes.some((like) => like.pubkey === event.pubkey)) return summary
      return { ...summary, likes: [...summary.likes, likeOf(event)] }
    case REACTION_KINDS.repost:
    case REACTION_KINDS.genericRepost:
      if (summary.reposts.some((repost) => repost.pubkey === event.pubkey)) return summary
      return { ...summary, reposts: [...summary.reposts, { id: event.id, pubkey: event.pubkey, created_at: event.created_at, kind: event.kind }] }
    case REACTION_KINDS.note:
    case REACTION_KINDS.comment:
      return { ...summary, replies: summary.replies + 1 }
    case REACTION_KINDS.zapReceipt:
    case REACTION_KINDS.nutzap: {
      if (!zap) return summary
      const item = zapItemOf(event, zap)
      return { ...summary, zaps: [...summary.zaps, item], zapTotal: summary.zapTotal + item.amount }
    }
    default:
      return summary
  }
}

/** The summary without one repost (after its author deleted it). */
export function withoutRepost(summary: ReactionSummary, repostId: string): ReactionSummary {
  const reposts = summary.reposts.filter((repost) => repost.id !== repostId)
  return reposts.length === summary.reposts.length ? summary : { ...summary, reposts }
}

