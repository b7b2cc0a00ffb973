import { describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { createTimeline, type Filter, type NostrEvent } from '@app/core';
import { filterTimeline, mergeTimelines } from './timeline-adapters';

const note = (n: number, author = 'a', reply = false): NostrEvent => ({
  id: `${author}${n}`.padEnd(64, '0'),
  pubkey: author.repeat(64),
  created_at: 1000 + n,
  kind: 1,
  content: `note ${n}`,
  tags: reply ? [['e', 'x'.repeat(64), '', 'reply']] : [],
  sig: '0'.repeat(128),
});

/** A relay holding `events`, answering like a real one: authors, until, newest first, limit. */
function fakePool(events: NostrEvent[]) {
  return {
    query: async ([filter]: Filter[]) =>
      events
        .filter((e) => !filter.authors || filter.authors.includes(e.pubkey))
        .filter((e) => filter.until === undefined || e.created_at <= filter.until)
        .sort((a, b) => b.created_at - a.created_at)
        .slice(0, filter.limit),
  };
}

const ids = async (timeline: { items$: import('rxjs').Observable<NostrEvent[]> }) =>
  (await firstValueFrom(timeline.items$)).map((e) => e.content);

describe('filterTimeline', () => {
  it('keeps loading pages until enough events pass the filter', async () => {
    // Newest 6 are replies, then 4 top-level notes.
    const events = [...[1, 2, 3, 4].map((n) => note(n)), ...[5, 6, 7, 8, 9, 10].map((n) => note(n, 'a', true))];
    const source = createTimeline(fakePool(events), { authors: ['a'.repeat(64)] }, { pageSize: 3 });
    const posts = filterTimeline(source, (e) => e.tags.length === 0, 3);
    await posts.loadMore();
    expect(await ids(posts)).toEqual(['note 4', 'note 3', 'note 2']);
  });

  it('stops when the source has nothing more', async () => {
    const source = createTimeline(fakePool([note(1, 'a', true)]), {}, { pageSize: 3 });
    const posts = filterTimeline(source, (e) => e.tags.length === 0, 3);
    await posts.loadMore();
    expect(await ids(posts)).toEqual([]);
    expect(await firstValueFrom(posts.hasMore$)).toBe(false);
  });
});

describe('mergeTimelines', () => {
  it('shows both sources newest first, each event once', async () => {
    const pool = fakePool([note(1, 'a'), note(3, 'a'), note(2, 'b')]);
    const merged = mergeTimelines([
      createTimeline(pool, { authors: ['a'.repeat(64)] }),
      createTimeline(pool, { authors: ['b'.repeat(64)] }),
    ]);
    await merged.loadMore();
    expect(await ids(merged)).toEqual(['note 3', 'note 2', 'note 1']);
    expect(await firstValueFrom(merged.loading$)).toBe(false);
  });
});
