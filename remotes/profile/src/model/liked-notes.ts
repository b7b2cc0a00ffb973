import { BehaviorSubject, combineLatest, from, map, switchMap, type Observable } from 'rxjs';
import type { NostrEvent, Timeline } from '@app/core';
import { reactedNoteId } from './note-kinds';

/** Looks a note up by id (cache first, then relays); null when no relay has it. */
export type GetEvent = (id: string) => Promise<NostrEvent | null>;

/**
 * The notes a user reacted to, from a timeline of their kind 7 reactions: newest reaction first, each note once;
 * notes no relay has are left out. Paging, errors and has-more are the reactions timeline's.
 */
export function likedNotesTimeline(reactions: Timeline, getEvent: GetEvent): Timeline {
  const found = new Map<string, Promise<NostrEvent | null>>();
  const resolving = new BehaviorSubject(false);
  const lookup = (id: string) => {
    if (!found.has(id)) found.set(id, getEvent(id).catch(() => null));
    return found.get(id)!;
  };
  const resolve = async (items: NostrEvent[]): Promise<NostrEvent[]> => {
    resolving.next(true);
    const ids = [...new Set(items.map(reactedNoteId).filter((id): id is string => id !== null))];
    const notes = await Promise.all(ids.map(lookup));
    resolving.next(false);
    return notes.filter((note): note is NostrEvent => note !== null);
  };
  const items$: Observable<NostrEvent[]> = reactions.items$.pipe(switchMap((items) => from(resolve(items))));
  return {
    ...reactions,
    items$,
    loading$: combineLatest([reactions.loading$, resolving]).pipe(map(([paging, looking]) => paging || looking)),
  };
}
