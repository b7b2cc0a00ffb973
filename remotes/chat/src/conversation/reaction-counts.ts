/** The reactions the chat offers (a reaction inside a chat is a kind 7 in a gift wrap). */
export const CHAT_REACTIONS = ['❤️', '👍', '😂', '🔥', '🤙'] as const;

/** One emoji under a message: how many reacted with it and whether the user did. */
export interface ReactionCount {
  emoji: string;
  count: number;
  mine: boolean;
}

/** NIP-25's '+' is a like and '-' a dislike; anything empty counts as a like too. */
function shownEmoji(content: string): string {
  const trimmed = content.trim();
  if (trimmed === '' || trimmed === '+') return '❤️';
  if (trimmed === '-') return '👎';
  return trimmed;
}

/** A message's reactions (reacting pubkey → content) counted per emoji, most first (first seen first on a tie). */
export function reactionCounts(reactions: Record<string, string>, me: string): ReactionCount[] {
  const counts = new Map<string, ReactionCount>();
  for (const [pubkey, content] of Object.entries(reactions)) {
    const emoji = shownEmoji(content);
    const entry = counts.get(emoji) ?? { emoji, count: 0, mine: false };
    entry.count += 1;
    entry.mine ||= pubkey === me;
    counts.set(emoji, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count);
}
