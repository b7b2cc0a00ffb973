import { useEffect, useState } from 'react';
import { debounceTime, distinctUntilChanged, EMPTY, filter, map, merge, scan, share, switchMap, type Observable } from 'rxjs';
import type { NostrEvent, RelayPool } from '@app/core';
import { useCore } from '@app/ui';
import { isDirectReplyTo } from './thread-tags';
import { orderReplies, type ThreadReply } from './thread-order';

/** Spec 1 §7 'Replies': kind 1 with '#e'. */
const REPLY_KIND = 1;
/** How long new direct replies settle before the nested-replies subscription is renewed. */
const NESTED_RESUBSCRIBE_MS = 300;

/** Live kind 1 events tagging any of `ids` (stays open after EOSE, so new replies arrive). */
function liveReplies(pool: RelayPool, ids: string[]): Observable<NostrEvent> {
  if (ids.length === 0) return EMPTY;
  return pool.req([{ kinds: [REPLY_KIND], '#e': ids }], { closeOnEose: false }).pipe(
    filter((message) => message.type === 'event'),
    map((message) => message.event),
  );
}

/**
 * The focused note's replies, ordered for display: one live subscription for '#e' = the note and one for the
 * direct replies (their answers may tag only the thread's root and their parent).
 */
export function useThreadReplies(focusId: string | undefined): ThreadReply[] {
  const core = useCore();
  const [replies, setReplies] = useState<ThreadReply[]>([]);
  useEffect(() => {
    setReplies([]);
    if (!focusId) return;
    const direct$ = liveReplies(core.pool, [focusId]).pipe(share());
    const directIds$ = direct$.pipe(
      scan((ids, event) => (isDirectReplyTo(event, focusId) ? [...ids, event.id] : ids), [] as string[]),
      debounceTime(NESTED_RESUBSCRIBE_MS),
      distinctUntilChanged((a, b) => a.length === b.length),
    );
    const nested$ = directIds$.pipe(switchMap((ids) => liveReplies(core.pool, ids)));
    const subscription = merge(direct$, nested$)
      .pipe(
        scan((events, event) => (events.has(event.id) ? events : new Map(events).set(event.id, event)), new Map<string, NostrEvent>()),
        debounceTime(50),
      )
      .subscribe((events) => setReplies(orderReplies(focusId, [...events.values()])));
    return () => subscription.unsubscribe();
  }, [core, focusId]);
  return replies;
}
