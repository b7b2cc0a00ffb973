import type { NostrEvent } from '@app/core';
import { replyParent, type EventRef } from './thread-tags';

/** Most ancestors followed above a note (guards against endless or cyclic chains). */
export const MAX_ANCESTORS = 50;

/** Oldest first; equal times by id so the order never flickers. */
export function byCreatedAt(a: NostrEvent, b: NostrEvent): number {
  return a.created_at - b.created_at || a.id.localeCompare(b.id);
}

/** Where walking up from a note stands: the ancestors found (oldest first) and the next one still to load. */
export interface AncestorChain {
  ancestors: NostrEvent[];
  /** The parent not in `known` yet, or null when the chain reached a note that starts the thread. */
  next: EventRef | null;
}

/** Walks the reply parents of `focus` through `known`, stopping at a root, a cycle, the limit or a gap. */
export function ancestorChain(focus: NostrEvent, known: ReadonlyMap<string, NostrEvent>): AncestorChain {
  const ancestors: NostrEvent[] = [];
  const seen = new Set([focus.id]);
  let parent = replyParent(focus);
  while (parent && !seen.has(parent.id) && ancestors.length < MAX_ANCESTORS) {
    const event = known.get(parent.id);
    if (!event) return { ancestors: ancestors.reverse(), next: parent };
    seen.add(event.id);
    ancestors.push(event);
    parent = replyParent(event);
  }
  return { ancestors: ancestors.reverse(), next: null };
}

/** One reply row: depth 1 answers the focused note, depth 2 answers a reply (shown indented once). */
export interface ThreadReply {
  event: NostrEvent;
  depth: 1 | 2;
}

/** Every reply whose chain of parents inside `events` leads to `directId`. */
function descendantsOf(directId: string, events: NostrEvent[], parentOf: Map<string, string | undefined>): NostrEvent[] {
  return events.filter((event) => {
    const seen = new Set<string>();
    let parent = parentOf.get(event.id);
    while (parent && !seen.has(parent)) {
      if (parent === directId) return true;
      seen.add(parent);
      parent = parentOf.get(parent);
    }
    return false;
  });
}

/**
 * The replies under the focused note: direct replies oldest first, each followed by the replies beneath it
 * (any depth, oldest first) one level indented. Notes that reach the focus by no known chain are left out.
 * `focusAddress`: an addressable focus's `kind:pubkey:d`, which comments may name as their parent instead of its id.
 */
export function orderReplies(focusId: string, events: NostrEvent[], focusAddress?: string): ThreadReply[] {
  const unique = [...new Map(events.filter((event) => event.id !== focusId).map((event) => [event.id, event])).values()];
  const parentId = (event: NostrEvent) => {
    const parent = replyParent(event)?.id;
    return parent !== undefined && parent === focusAddress ? focusId : parent;
  };
  const parentOf = new Map(unique.map((event) => [event.id, parentId(event)]));
  const direct = unique.filter((event) => parentOf.get(event.id) === focusId).sort(byCreatedAt);
  return direct.flatMap((reply) => [
    { event: reply, depth: 1 as const },
    ...descendantsOf(reply.id, unique, parentOf)
      .sort(byCreatedAt)
      .map((event) => ({ event, depth: 2 as const })),
  ]);
}
