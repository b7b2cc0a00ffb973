import { once, type NostrEvent } from '@app/core';
import { emojiMap } from '../content/parseContent';

/** How a reaction (kind 7) is shown: '+' (or empty) as a heart, a short emoji as itself, a custom emoji as its image. */
export type ReactionDisplay =
  | { type: 'heart' }
  | { type: 'text'; text: string }
  | { type: 'image'; name: string; url: string };

const SHORTCODE = /^:([a-zA-Z0-9_-]+):$/;
const MAX_GRAPHEMES = 2;

const graphemes = once(() => new Intl.Segmenter(undefined, { granularity: 'grapheme' }));

function graphemeCount(text: string): number {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) return [...graphemes().segment(text)].length;
  return [...text].length;
}

/** Spec 2 reaction display; anything long or unrecognised counts as a like (heart). */
export function reactionDisplay(event: Pick<NostrEvent, 'content' | 'tags'>): ReactionDisplay {
  const content = (event.content ?? '').trim();
  if (content === '' || content === '+') return { type: 'heart' };
  const shortcode = content.match(SHORTCODE)?.[1];
  const url = shortcode ? emojiMap(event.tags).get(shortcode) : undefined;
  if (shortcode && url) return { type: 'image', name: shortcode, url };
  const short = !shortcode && content.length <= 16 && graphemeCount(content) <= MAX_GRAPHEMES;
  return short ? { type: 'text', text: content } : { type: 'heart' };
}
