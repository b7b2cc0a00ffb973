import type { NostrEvent, ZapItem } from '@app/core';
import { safeHttpUrl } from '../content/safeHttpUrl';

/** Spec 2 §2: long press 500 ms, cancelled by moving more than 15 px. */
export const LONG_PRESS_MS = 500;
export const LONG_PRESS_MOVE_PX = 15;
/** Spec 2 §2: the reaction tooltip names 10 people, then '+N more'. */
export const TOOLTIP_NAMES = 10;
/** Spec 2 §2 zap receipt comment cut to 50 chars; custom emoji shortcode at most 50 chars. */
export const ZAP_COMMENT_MAX = 50;
const SHORTCODE = /^[\w-]{1,50}$/;
/** The zaps bar names this many zappers, then '+N'. */
export const ZAPS_BAR_PEOPLE = 5;
/** Longer reactions are cut to this many characters when shown as text. */
const REACTION_TEXT_MAX = 20;

/** The emoji offered on a long press of the like button. */
export const QUICK_REACTIONS = ['❤️', '🤙', '😂', '🔥', '👀', '🫂', '😢'] as const;

export interface CustomEmoji {
  shortcode: string;
  url: string;
}

/** '1 repost', '2 reposts', '1 reply', '3 replies'. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** '{first 10 names}' then ' +N more'. */
export function namesTooltip(names: string[]): string {
  const shown = names.slice(0, TOOLTIP_NAMES).join(', ');
  const more = names.length - TOOLTIP_NAMES;
  return more > 0 ? `${shown} +${more} more` : shown;
}

/** The note's NIP-30 emoji tags with a valid shortcode and an http(s) image, de-duplicated by shortcode. */
export function customEmojiOf(note: NostrEvent): CustomEmoji[] {
  const found = new Map<string, CustomEmoji>();
  for (const [name, shortcode, url] of note.tags) {
    const safe = name === 'emoji' && shortcode && SHORTCODE.test(shortcode) ? safeHttpUrl(url ?? '') : null;
    if (safe && !found.has(shortcode!)) found.set(shortcode!, { shortcode: shortcode!, url: safe });
  }
  return [...found.values()];
}

/** How a reaction's content is shown: '+' (or empty) as a heart, anything else as (short) text. */
export function reactionText(content: string): string {
  if (content === '+' || content === '') return '❤️';
  const chars = [...content];
  return chars.length > REACTION_TEXT_MAX ? `${chars.slice(0, REACTION_TEXT_MAX).join('')}…` : content;
}

/** Spec 2 §9 count formatting (K above 1000, M above 1,000,000, at most 4 significant digits). */
export { formatBits as formatCount } from '../embeds/amounts';

/** A zap comment cut to 50 characters. */
export function zapComment(comment: string): string {
  const chars = [...comment];
  return chars.length > ZAP_COMMENT_MAX ? `${chars.slice(0, ZAP_COMMENT_MAX).join('')}…` : comment;
}

/** One person's zaps of a note, summed (bits). */
export interface Zapper {
  pubkey: string;
  amount: number;
}

/** Zappers by their summed amount, largest first (ties keep the order of their first zap). */
export function zappersByAmount(zaps: readonly ZapItem[]): Zapper[] {
  const sums = new Map<string, number>();
  for (const zap of zaps) sums.set(zap.pubkey, (sums.get(zap.pubkey) ?? 0) + zap.amount);
  return [...sums].map(([pubkey, amount]) => ({ pubkey, amount })).sort((a, b) => b.amount - a.amount);
}
