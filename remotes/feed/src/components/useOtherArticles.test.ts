import { describe, expect, it } from 'vitest';
import type { NostrEvent } from '@app/core';
import { otherArticles } from './useOtherArticles';

const article = (d: string, at: number): NostrEvent => ({
  id: `${d}-${at}`, pubkey: 'p', kind: 30023, created_at: at, content: '', sig: '', tags: [['d', d]],
});

describe('otherArticles', () => {
  it('leaves out the open article and older versions, newest first, at most five', () => {
    const events = [article('open', 9), article('a', 1), article('a', 5), article('b', 3), article('c', 4), article('d', 2), article('e', 6), article('f', 0)];
    expect(otherArticles(events, 'open').map((event) => event.id)).toEqual(['e-6', 'a-5', 'c-4', 'b-3', 'd-2']);
  });

  it('is empty when the author has only the open article', () => {
    expect(otherArticles([article('open', 1)], 'open')).toEqual([]);
  });
});
