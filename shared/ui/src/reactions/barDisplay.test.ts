import { defaultSettings, type ContentSettings } from '@app/core';
import { describe, expect, it } from 'vitest';
import { ALL_COUNTS, barDisplay } from './barDisplay';

const content = (changes: Partial<ContentSettings> = {}): ContentSettings => ({ ...defaultSettings().content, ...changes });
const NO_COUNTS = { replies: false, reposts: false, likes: false, zaps: false };

describe('barDisplay', () => {
  it('shows the bar with every count by default; the zaps bar only on the standalone note', () => {
    expect(barDisplay(content(), false)).toEqual({ bar: true, counts: ALL_COUNTS, zapsBar: false });
    expect(barDisplay(content(), true)).toEqual({ bar: true, counts: ALL_COUNTS, zapsBar: true });
  });

  it('showReactionCounts is off by default on touch devices, in feeds only', () => {
    const touch = defaultSettings({ isTouchDevice: true }).content;
    expect(barDisplay(touch, false).counts).toEqual(NO_COUNTS);
    expect(barDisplay(touch, true).counts).toEqual(ALL_COUNTS);
  });

  it('showReactionsBar hides the bar in feeds; hideReactionsBarInStandalone on the standalone note', () => {
    expect(barDisplay(content({ showReactionsBar: false }), false).bar).toBe(false);
    expect(barDisplay(content({ showReactionsBar: false }), true).bar).toBe(true);
    expect(barDisplay(content({ hideReactionsBarInStandalone: true }), true).bar).toBe(false);
    expect(barDisplay(content({ hideReactionsBarInStandalone: true }), false).bar).toBe(true);
  });

  it('showReactionCountsInStandalone hides the counts on the standalone note only', () => {
    expect(barDisplay(content({ showReactionCountsInStandalone: false }), true).counts).toEqual(NO_COUNTS);
    expect(barDisplay(content({ showReactionCountsInStandalone: false }), false).counts).toEqual(ALL_COUNTS);
  });

  it('hideZapsBarInStandalone and showZaps hide the zaps bar', () => {
    expect(barDisplay(content({ hideZapsBarInStandalone: true }), true).zapsBar).toBe(false);
    expect(barDisplay(content({ showZaps: false }), true).zapsBar).toBe(false);
  });

  it('showLikes, showReposts, showZaps and showReplies off drop their own count', () => {
    const off = content({ showLikes: false, showReposts: false, showZaps: false, showReplies: false });
    expect(barDisplay(off, false).counts).toEqual(NO_COUNTS);
    expect(barDisplay(content({ showLikes: false }), true).counts).toEqual({ ...ALL_COUNTS, likes: false });
  });
});
