import type { NostrEvent } from '@app/core';

type Tags = NostrEvent['tags'];

const HEX64 = /^[0-9a-f]{64}$/i;

/** Well-formed tags only: arrays of strings with a name (events from relays may carry anything). */
export function cleanTags(tags: unknown): Tags {
  if (!Array.isArray(tags)) return [];
  return tags.filter((tag): tag is string[] => Array.isArray(tag) && tag.length > 0 && tag.every((part) => typeof part === 'string'));
}

/** The first value of the first tag called `name`, or undefined. */
export function tagValue(event: Pick<NostrEvent, 'tags'>, name: string): string | undefined {
  return cleanTags(event.tags).find((tag) => tag[0] === name)?.[1];
}

/** Every first value of the tags called `name`. */
export function tagValues(event: Pick<NostrEvent, 'tags'>, name: string): string[] {
  return cleanTags(event.tags)
    .filter((tag) => tag[0] === name && tag[1] !== undefined)
    .map((tag) => tag[1]);
}

/** Event ids referenced by `e` tags (valid hex only). */
export function eventIds(event: Pick<NostrEvent, 'tags'>): string[] {
  return tagValues(event, 'e').filter((id) => HEX64.test(id)).map((id) => id.toLowerCase());
}

/** The event a repost, reaction or zap points at: the last valid `e` tag (NIP-18/25/57). */
export function targetEventId(event: Pick<NostrEvent, 'tags'>): string | undefined {
  return eventIds(event).at(-1);
}

/**
 * The note a reply answers (NIP-10): the `e` tag marked 'reply', else the one marked 'root', else (old style,
 * no markers) the last unmarked `e` tag. Undefined for a note that is not a reply.
 */
export function replyParentId(event: Pick<NostrEvent, 'tags' | 'kind'>): string | undefined {
  if (event.kind !== 1) return undefined;
  const refs = cleanTags(event.tags).filter((tag) => tag[0] === 'e' && HEX64.test(tag[1] ?? ''));
  const marked = (marker: string) => refs.find((tag) => tag[3] === marker)?.[1];
  const positional = refs.filter((tag) => !tag[3]).at(-1)?.[1];
  return (marked('reply') ?? marked('root') ?? positional)?.toLowerCase();
}
