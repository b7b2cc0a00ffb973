import { describe, expect, it } from 'vitest';
import type { FeedViewState, NostrEvent } from '@app/core';
import { authorNotes, popularPosts, WIDGET_NOTES_SHOWN } from './note-lists';

const AUTHOR = 'b'.repeat(64);
const OTHER = 'c'.repeat(64);
const id = (n: number) => n.toString(16).padStart(64, '0');

function note(n: number, extra: Partial<NostrEvent> = {}): NostrEvent {
  return { id: id(n), pubkey: AUTHOR, kind: 1, created_at: 1_700_000_000 + n, content: `note ${n}`, tags: [], sig: '', ...extra };
}

const state = (events: NostrEvent[], initialLoadDone: boolean): FeedViewState => ({
  events,
  initialLoadDone,
  newEventsCount: 0,
  unknownUsersCount: 0,
  hasMore: false,
});

describe('popularPosts', () => {
  it('is loading until the feed runs and its first load is done, then empty or the first five', () => {
    expect(popularPosts(null)).toBeUndefined();
    expect(popularPosts(state([], false))).toBeUndefined();
    expect(popularPosts(state([], true))).toEqual([]);
    const events = Array.from({ length: 8 }, (_, n) => note(n));
    expect(popularPosts(state(events, false))).toEqual(events.slice(0, WIDGET_NOTES_SHOWN));
  });
});

describe('authorNotes', () => {
  it("keeps the author's five newest notes, without the viewed note, replies, other kinds, other authors and repeats", () => {
    const events = [
      note(1),
      note(2),
      note(3, { tags: [['e', id(100), '', 'reply']] }),
      note(4, { tags: [['e', id(100)]] }),
      note(5, { tags: [['e', id(100), '', 'mention']] }),
      note(6, { kind: 6 }),
      note(7, { pubkey: OTHER }),
      note(8),
      note(9),
      note(10),
      note(10),
      note(11),
    ];
    expect(authorNotes(events, AUTHOR, id(9)).map((event) => event.id)).toEqual([id(11), id(10), id(8), id(5), id(2)]);
  });

  it('is empty when the viewed note is all there is', () => {
    expect(authorNotes([note(1)], AUTHOR, id(1))).toEqual([]);
  });
});
