import { describe, expect, it } from 'vitest';
import { firstValueFrom, skipWhile } from 'rxjs';
import { createTimeline, type NostrEvent } from '@app/core';
import { likedNotesTimeline } from './liked-notes';

const event = (id: string, kind: number, created_at: number, tags: string[][] = []): NostrEvent => ({
  id: id.padEnd(64, '0'),
  pubkey: 'a'.repeat(64),
  created_at,
  kind,
  content: kind === 7 ? '+' : `note ${id}`,
  tags,
  sig: '0'.repeat(128),
});

const liked1 = event('n1', 1, 10);
const liked2 = event('n2', 1, 20);
const reactions = [
  event('r1', 7, 100, [['e', liked1.id]]),
  event('r2', 7, 90, [['e', liked2.id]]),
  event('r3', 7, 80, [['e', 'f'.repeat(64)]]), // a note nobody has
  event('r4', 7, 70, [['e', liked1.id]]), // liked again
];

describe('likedNotesTimeline', () => {
  it('shows the liked notes newest reaction first, each once, without missing ones', async () => {
    const pool = { query: async () => reactions };
    const notes = new Map([liked1, liked2].map((note) => [note.id, note]));
    const liked = likedNotesTimeline(createTimeline(pool, { kinds: [7] }), async (id) => notes.get(id) ?? null);
    await liked.loadMore();
    const items = await firstValueFrom(liked.items$.pipe(skipWhile((list) => list.length === 0)));
    expect(items.map((note) => note.content)).toEqual(['note n1', 'note n2']);
  });
});
