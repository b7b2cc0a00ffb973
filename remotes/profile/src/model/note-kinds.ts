import type { NostrEvent } from '@app/core';

/** A kind 1 that answers another note: any 'e' tag other than a mention (NIP-10 markers or positional tags). */
export function isReply(event: NostrEvent): boolean {
  if (event.kind !== 1) return false;
  return event.tags.some((tag) => tag[0] === 'e' && tag[3] !== 'mention');
}

const MEDIA_LINK = /https?:\/\/\S+\.(?:jpe?g|png|gif|webp|avif|mp4|webm|mov|m4v|ogv)(?:\?\S*)?(?:\s|$)/i;

/** A note whose content links an image or a video, or that carries an imeta tag. */
export function hasMediaLink(event: NostrEvent): boolean {
  return MEDIA_LINK.test(event.content) || event.tags.some((tag) => tag[0] === 'imeta');
}

/** The note a reaction (kind 7) is about: its last 'e' tag (NIP-25), or null. */
export function reactedNoteId(reaction: NostrEvent): string | null {
  const eTags = reaction.tags.filter((tag) => tag[0] === 'e' && typeof tag[1] === 'string');
  return eTags.at(-1)?.[1] ?? null;
}
