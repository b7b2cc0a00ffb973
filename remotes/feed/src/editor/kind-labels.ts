/** Spec 1 §3: labels of event kinds in the feed editor; an unknown kind shows its number. */
const KIND_LABELS: Record<number, string> = {
  1: 'Post',
  3: 'Follows',
  4: 'DM',
  5: 'Delete',
  6: 'Repost',
  7: 'Like',
  20: 'Picture',
  42: 'Chat',
  1059: 'DM Request',
  1060: 'DM',
  9735: 'Zap',
  10000: 'Mute List',
  10001: 'Pin List',
  10002: 'Relay List',
  30001: 'Bookmark',
  30023: 'Article',
  30402: 'Market',
};

/** The kinds offered as checkboxes: post, repost, like/reactions, zap, article, chat, market, picture. */
export const PRESET_KINDS = [1, 6, 7, 9735, 30023, 42, 30402, 20];

/** Ephemeral events (NIP-01): 20000 ≤ kind < 30000. */
function isEphemeral(kind: number): boolean {
  return kind >= 20000 && kind < 30000;
}

export function kindLabel(kind: number): string {
  return KIND_LABELS[kind] ?? (isEphemeral(kind) ? 'Ephemeral' : String(kind));
}
