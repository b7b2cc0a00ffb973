import { safeHttpUrl } from '@app/ui/nostr';

/** A run of a message's plain text, or an http(s) link in it. */
export type TextPart = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

const URL_CANDIDATE = /https?:\/\/[^\s<>"']+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"»”’]+$/;

/** A message's content split into text and http(s) links (nothing else is ever a link; no HTML is read). */
export function textParts(content: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of content.matchAll(URL_CANDIDATE)) {
    const raw = match[0].replace(TRAILING_PUNCTUATION, '');
    const href = safeHttpUrl(raw);
    if (!href) continue;
    const start = match.index;
    if (start > last) parts.push({ type: 'text', text: content.slice(last, start) });
    parts.push({ type: 'link', text: raw, href });
    last = start + raw.length;
  }
  if (last < content.length) parts.push({ type: 'text', text: content.slice(last) });
  return parts;
}

/** How long a reply's quote of the answered message may be. */
export const QUOTE_MAX_CHARS = 80;

/** The first non-empty line of a text, cut at `max` characters with an ellipsis. */
export function firstLine(content: string, max = QUOTE_MAX_CHARS): string {
  const line = content.split('\n').map((part) => part.trim()).find((part) => part.length > 0) ?? '';
  const chars = Array.from(line);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : line;
}
