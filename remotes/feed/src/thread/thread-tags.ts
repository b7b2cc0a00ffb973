import { COMMENT_KIND, type NostrEvent } from '@app/core';

/** An event a note points at through an 'e' tag (its id) or an 'a' tag (its `kind:pubkey:d` address), and the relay hint when given. */
export interface EventRef {
  id: string;
  relay?: string;
}

const HEX64 = /^[0-9a-f]{64}$/;

function refOf(tag: string[]): EventRef {
  return tag[2] ? { id: tag[1], relay: tag[2] } : { id: tag[1] };
}

/** The note's 'e' tags with a valid hex id (mentions included). */
function eventTags(event: NostrEvent): string[][] {
  return event.tags.filter((tag) => tag[0] === 'e' && HEX64.test(tag[1] ?? ''));
}

/** True when no 'e' tag carries a NIP-10 marker: the deprecated positional form (first root, last reply). */
function isPositional(tags: string[][]): boolean {
  return tags.every((tag) => !tag[3]);
}

/** NIP-22: the first tag of a comment among `names` (parent 'e' before 'a', or root 'E' before 'A'). */
function commentRef(event: NostrEvent, names: [string, string]): EventRef | null {
  const byId = event.tags.find((tag) => tag[0] === names[0] && HEX64.test(tag[1] ?? ''));
  const byAddress = event.tags.find((tag) => tag[0] === names[1] && tag[1]);
  const tag = byId ?? byAddress;
  return tag ? refOf(tag) : null;
}

/**
 * The event this one replies to: for a NIP-22 comment its parent ('e', else 'a'); for a kind 1 note (NIP-10) the
 * 'reply' marker, else the 'root' marker (a direct reply to the root), in the deprecated positional form the last
 * 'e' tag. Null for a note that starts a thread and for kinds that do not thread.
 */
export function replyParent(event: NostrEvent): EventRef | null {
  if (event.kind === COMMENT_KIND) return commentRef(event, ['e', 'a']);
  if (event.kind !== 1) return null;
  const tags = eventTags(event);
  if (tags.length === 0) return null;
  if (isPositional(tags)) return refOf(tags[tags.length - 1]);
  const reply = tags.find((tag) => tag[3] === 'reply') ?? tags.find((tag) => tag[3] === 'root');
  return reply ? refOf(reply) : null;
}

/** The thread's root (NIP-22 'E' or 'A'; NIP-10 'root' marker, else the first positional 'e' tag), or null. */
export function threadRoot(event: NostrEvent): EventRef | null {
  if (event.kind === COMMENT_KIND) return commentRef(event, ['E', 'A']);
  if (event.kind !== 1) return null;
  const tags = eventTags(event);
  if (tags.length === 0) return null;
  if (isPositional(tags)) return refOf(tags[0]);
  const root = tags.find((tag) => tag[3] === 'root');
  return root ? refOf(root) : null;
}

/** True when `event` answers the note `id` directly. */
export function isDirectReplyTo(event: NostrEvent, id: string): boolean {
  return replyParent(event)?.id === id;
}
