import { useEffect, useState } from 'react';
import { debounceTime, distinctUntilChanged, EMPTY, filter, map, merge, scan, share, switchMap, type Observable } from 'rxjs';
import { addressOf, type Filter, type NostrEvent, type RelayPool } from '@app/core';
import { useCore } from '@app/ui';
import { nestedReplyFilters, replyFilters } from './reply-filters';
import { replyParent } from './thread-tags';
import { orderReplies, type ThreadReply } from './thread-order';

/** How long new direct replies settle before the nested-replies subscription is renewed. */
const NESTED_RESUBSCRIBE_MS = 300;

/** Live events matching `filters` (stays open after EOSE, so new replies arrive). */
function liveEvents(pool: RelayPool, filters: Filter[]): Observable<NostrEvent> {
  return pool.req(filters, { closeOnEose: false }).pipe(
    filter((message) => message.type === 'event'),
    map((message) => message.event),
  );
}

/**
 * The focused event's replies (kind 1 under a kind 1 note, NIP-22 comments under anything else), ordered for display:
 * one live subscription for the answers to the event and one for the answers to its direct replies.
 */
export function useThreadReplies(focus: NostrEvent | undefined): ThreadReply[] {
  const core = useCore();
  const [replies, setReplies] = useState<ThreadReply[]>([]);
  useEffect(() => {
    setReplies([]);
    if (!focus) return;
    const address = addressOf(focus);
    const isDirect = (event: NostrEvent) => [focus.id, address].includes(replyParent(event)?.id);
    const direct$ = liveEvents(core.pool, replyFilters(focus)).pipe(share());
    const directIds$ = direct$.pipe(
      scan((ids, event) => (isDirect(event) ? [...ids, event.id] : ids), [] as string[]),
      debounceTime(NESTED_RESUBSCRIBE_MS),
      distinctUntilChanged((a, b) => a.length === b.length),
    );
    const nested$ = directIds$.pipe(switchMap((ids) => (ids.length ? liveEvents(core.pool, nestedReplyFilters(focus, ids)) : EMPTY)));
    const subscription = merge(direct$, nested$)
      .pipe(
        scan((events, event) => (events.has(event.id) ? events : new Map(events).set(event.id, event)), new Map<string, NostrEvent>()),
        debounceTime(50),
      )
      .subscribe((events) => setReplies(orderReplies(focus.id, [...events.values()], address)));
    return () => subscription.unsubscribe();
  }, [core, focus]);
  return replies;
}
