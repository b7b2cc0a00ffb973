import { describe, expect, it } from 'vitest';
import { createTimeline, type Filter } from '@app/core';
import { MARKET_KIND, tabTimeline } from './tab-timeline';

const alice = 'a'.repeat(64);
const bob = 'b'.repeat(64);

/** A core whose relays are empty, recording every filter asked for. */
function recordingCore() {
  const asked: Filter[] = [];
  const pool = { query: async ([filter]: Filter[]) => (asked.push(filter), []) };
  return { asked, core: { timeline: (filter: Filter) => createTimeline(pool, filter), getEvent: async () => null } };
}

async function filtersOf(tab: Parameters<typeof tabTimeline>[1], viewer: string | null = bob) {
  const { asked, core } = recordingCore();
  await tabTimeline(core, tab, alice, viewer).loadMore();
  return asked.map(({ limit: _limit, ...filter }) => filter);
}

describe('tabTimeline', () => {
  it('asks for notes and reposts by the author on Posts', async () => {
    expect(await filtersOf('posts')).toEqual([{ kinds: [1, 6], authors: [alice] }]);
  });

  it('asks for the author’s notes on Replies and Media, reactions on Likes, listings on Market', async () => {
    expect(await filtersOf('replies')).toEqual([{ kinds: [1], authors: [alice] }]);
    expect(await filtersOf('media')).toEqual([{ kinds: [1], authors: [alice] }]);
    expect(await filtersOf('likes')).toEqual([{ kinds: [7], authors: [alice] }]);
    expect(await filtersOf('market')).toEqual([{ kinds: [MARKET_KIND], authors: [alice] }]);
  });

  it('asks for the notes between the user and the viewer on You', async () => {
    expect(await filtersOf('you')).toEqual([
      { kinds: [1], authors: [alice], '#p': [bob] },
      { kinds: [1], authors: [bob], '#p': [alice] },
    ]);
  });

  it('shows Posts for You without a viewer', async () => {
    expect(await filtersOf('you', null)).toEqual([{ kinds: [1, 6], authors: [alice] }]);
  });
});
