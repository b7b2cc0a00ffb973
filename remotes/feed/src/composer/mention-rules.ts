import { npubEncode } from '@app/core';

/** Spec 2 Composer: up to 10 matches on name and nip05 (the core's profile search ranks them). */
export const MAX_MENTION_SUGGESTIONS = 10;

/** The @-query being typed at the caret: '@' at the start or after whitespace, then no whitespace. */
export interface MentionQuery {
  query: string;
  /** Index of the '@'. */
  start: number;
  end: number;
}

export function mentionAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@]*)$/.exec(before);
  if (!match) return null;
  const start = caret - match[2].length - 1;
  return { query: match[2], start, end: caret };
}

/** Replaces the @-query with a `nostr:npub…` mention; returns the new text and caret. */
export function applyMention(text: string, mention: MentionQuery, pubkey: string): { text: string; caret: number } {
  const inserted = `nostr:${npubEncode(pubkey)} `;
  return { text: text.slice(0, mention.start) + inserted + text.slice(mention.end), caret: mention.start + inserted.length };
}

/** Inserts text at a selection. */
export function insertAt(text: string, start: number, end: number, inserted: string): { text: string; caret: number } {
  return { text: text.slice(0, start) + inserted + text.slice(end), caret: start + inserted.length };
}
