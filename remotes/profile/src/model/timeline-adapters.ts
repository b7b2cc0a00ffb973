import { combineLatest, firstValueFrom, map, type Observable } from 'rxjs';
import type { NostrEvent, Timeline } from '@app/core';

/** Pages fetched at most per loadMore while looking for matching events. */
export const MAX_PAGES_PER_LOAD = 5;

const current = <T>(value$: Observable<T>) => firstValueFrom(value$);

/**
 * A timeline of only the events that pass `keep` (e.g. notes without replies). One loadMore fetches pages
 * until `wanted` more events pass, the source runs out, or MAX_PAGES_PER_LOAD pages were fetched.
 */
export function filterTimeline(source: Timeline, keep: (event: NostrEvent) => boolean, wanted = 10): Timeline {
  const kept$ = source.items$.pipe(map((items) => items.filter(keep)));
  async function loadMore() {
    const before = (await current(kept$)).length;
    for (let page = 0; page < MAX_PAGES_PER_LOAD; page++) {
      await source.loadMore();
      const enough = (await current(kept$)).length - before >= wanted;
      if (enough || !(await current(source.hasMore$))) return;
    }
  }
  return { ...source, items$: kept$, loadMore, refresh: async () => void (await source.refresh()) };
}

/** Newest first, one copy of each event id. */
function mergeNewestFirst(lists: NostrEvent[][]): NostrEvent[] {
  const byId = new Map<string, NostrEvent>();
  for (const event of lists.flat()) byId.set(event.id, event);
  return [...byId.values()].sort((a, b) => b.created_at - a.created_at || a.id.localeCompare(b.id));
}

/** Several timelines shown as one (e.g. notes to the viewer and notes from the viewer); pages load together. */
export function mergeTimelines(sources: Timeline[]): Timeline {
  return {
    items$: combineLatest(sources.map((source) => source.items$)).pipe(map(mergeNewestFirst)),
    loading$: combineLatest(sources.map((source) => source.loading$)).pipe(map((all) => all.some(Boolean))),
    error$: combineLatest(sources.map((source) => source.error$)).pipe(map((all) => all.find((error) => error !== null) ?? null)),
    hasMore$: combineLatest(sources.map((source) => source.hasMore$)).pipe(map((all) => all.some(Boolean))),
    loadMore: async () => void (await Promise.all(sources.map((source) => source.loadMore()))),
    refresh: async () => void (await Promise.all(sources.map((source) => source.refresh()))),
  };
}
