import type { FeedConfig } from '@app/core';
import { describe, expect, it } from 'vitest';
import { emptyTextFor } from '../feed-list/empty-text';
import { firstMedia, mediaNotes } from '../feed-list/media-url';
import { kindLabel } from '../editor/kind-labels';
import { homeTitle } from './header-rules';
import { canStartPull, MAX_PULL_PX, pullDistance, releaseRefreshes } from './pull-to-refresh';

const feed = (id: string, name: string, customName?: string): FeedConfig => ({ id, name, customName });

describe('homeTitle', () => {
  it("is 'Home' with one feed or fewer", () => {
    expect(homeTitle([], 'x')).toBe('Home');
    expect(homeTitle([feed('a', 'Latest', 'Mine')], 'a')).toBe('Home');
  });
  it("is the custom name, else the name, else 'Following'", () => {
    const feeds = [feed('a', 'Latest', 'Mine'), feed('b', 'Popular'), feed('c', '')];
    expect(homeTitle(feeds, 'a')).toBe('Mine');
    expect(homeTitle(feeds, 'b')).toBe('Popular');
    expect(homeTitle(feeds, 'c')).toBe('Following');
    expect(homeTitle(feeds, 'missing')).toBe('Following');
  });
});

describe('pull-to-refresh', () => {
  it('starts only within 1 px of the top', () => {
    expect(canStartPull(0)).toBe(true);
    expect(canStartPull(1)).toBe(true);
    expect(canStartPull(2)).toBe(false);
  });
  it('moves at half speed up to 1.5× the 80 px threshold', () => {
    expect(pullDistance(100, 200)).toBe(50);
    expect(pullDistance(100, 50)).toBe(0);
    expect(pullDistance(0, 1000)).toBe(MAX_PULL_PX);
    expect(MAX_PULL_PX).toBe(120);
  });
  it('refreshes when released at or beyond 80 px', () => {
    expect(releaseRefreshes(79)).toBe(false);
    expect(releaseRefreshes(80)).toBe(true);
  });
});

describe('feed texts and kinds', () => {
  it('uses the empty text of the strategy', () => {
    expect(emptyTextFor({ feedStrategy: 'popular' })).toBe('No popular posts found');
    expect(emptyTextFor({ feedStrategy: 'for-you' })).toBe('No posts found for you');
    expect(emptyTextFor({})).toBe('No posts found');
  });
  it('labels kinds as spec 1 §3, unknown ones by number', () => {
    expect([1, 3, 4, 5, 1059, 10000, 10001, 10002, 30001].map(kindLabel)).toEqual([
      'Post', 'Follows', 'DM', 'Delete', 'DM Request', 'Mute List', 'Pin List', 'Relay List', 'Bookmark',
    ]);
    expect(kindLabel(20001)).toBe('Ephemeral');
    expect(kindLabel(31337)).toBe('31337');
  });
});

describe('grid media', () => {
  const event = (content: string, tags: string[][] = []) => ({ id: content, pubkey: 'p', kind: 1, created_at: 0, tags, content, sig: '' });
  it('finds http(s) image and video links only', () => {
    expect(firstMedia(event('look https://x.example/a.JPG'))).toEqual({ url: 'https://x.example/a.JPG', type: 'image' });
    expect(firstMedia(event('clip https://x.example/v.mp4?t=3'))).toEqual({ url: 'https://x.example/v.mp4?t=3', type: 'video' });
    expect(firstMedia(event('javascript:alert(1).png'))).toBeNull();
    expect(firstMedia(event('', [['imeta', 'url https://x.example/i.webp', 'm image/webp']]))?.url).toBe('https://x.example/i.webp');
  });
  it('keeps only notes with media', () => {
    expect(mediaNotes([event('text'), event('https://x.example/a.png')]).map((item) => item.event.content)).toEqual(['https://x.example/a.png']);
  });
});
