import type { FeedViewState, NostrEvent } from '@app/core';
import { replyParentId } from '@app/ui/nostr';

/** Spec 1 §9: the right column's note widgets list 5 items. */
export const WIDGET_NOTES_SHOWN = 5;

/** Notes asked for 'More from this author': replies and the viewed note are left out of them, so more than 5. */
export const AUTHOR_NOTES_FETCHED = 20;

/** 'More from this author' when the author has no other notes. */
export const EMPTY_AUTHOR_NOTES_TEXT = 'No other posts from this author';

/** The popular feed's first posts: undefined until its first load is done (or it shows something). */
export function popularPosts(state: FeedViewState | null, count = WIDGET_NOTES_SHOWN): NostrEvent[] | undefined {
  if (!state || (state.events.length === 0 && !state.initialLoadDone)) return undefined;
  return state.events.slice(0, count);
}

/** The author's newest notes (kind 1), without replies, repeats and the viewed note. */
export function authorNotes(events: readonly NostrEvent[], author: string, viewedId: string, count = WIDGET_NOTES_SHOWN): NostrEvent[] {
  const byId = new Map<string, NostrEvent>();
  for (const event of events) {
    if (event.kind !== 1 || event.pubkey !== author || event.id === viewedId || replyParentId(event)) continue;
    byId.set(event.id, event);
  }
  return [...byId.values()].sort((a, b) => b.created_at - a.created_at).slice(0, count);
}
