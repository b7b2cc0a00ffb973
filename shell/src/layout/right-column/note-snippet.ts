import type { NostrEvent } from '@app/core';
import { tagValue, truncateText } from '@app/ui/nostr';

/** Characters kept of a note's first line (CSS clamps it to two lines on screen). */
export const SNIPPET_MAX_CHARS = 160;

/** A text's first non-empty line as plain text, whitespace collapsed, cut with an ellipsis. */
export function firstLine(content: string, max = SNIPPET_MAX_CHARS): string {
  const line = content.split(/\r?\n/).find((text) => text.trim() !== '') ?? '';
  return truncateText(line.replace(/\s+/g, ' ').trim(), max);
}

/** What a compact row says of an event: its title (articles, listings) or its text's first line. */
export function noteSnippet(event: Pick<NostrEvent, 'content' | 'tags'>, max = SNIPPET_MAX_CHARS): string {
  return firstLine(tagValue(event, 'title') || event.content, max);
}
