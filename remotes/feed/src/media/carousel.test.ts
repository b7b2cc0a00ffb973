import { describe, expect, it } from 'vitest';
import { clampIndex, counterText, dotIndexes, isMounted, lockDirection, swipeStep } from './carousel';

describe('swipeStep', () => {
  it('moves when dragged past half the width, whatever the speed', () => {
    expect(swipeStep({ dx: -200, durationMs: 2000, width: 400 })).toBe(1);
    expect(swipeStep({ dx: 200, durationMs: 2000, width: 400 })).toBe(-1);
    expect(swipeStep({ dx: -199, durationMs: 2000, width: 400 })).toBe(0);
  });

  it('moves on a flick of 0.3 px/ms over at least 20 px', () => {
    expect(swipeStep({ dx: -30, durationMs: 100, width: 400 })).toBe(1);
    expect(swipeStep({ dx: 30, durationMs: 101, width: 400 })).toBe(0);
    expect(swipeStep({ dx: 19, durationMs: 1, width: 400 })).toBe(0);
    expect(swipeStep({ dx: 20, durationMs: 10, width: 400 })).toBe(-1);
  });
});

describe('lockDirection', () => {
  it('stays undecided up to 10 px, then follows the larger axis', () => {
    expect(lockDirection(10, 3)).toBeNull();
    expect(lockDirection(11, 3)).toBe('x');
    expect(lockDirection(-4, -12)).toBe('y');
  });
});

describe('dotIndexes', () => {
  it('shows every dot up to 10 items', () => {
    expect(dotIndexes(10, 7)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(dotIndexes(1, 0)).toEqual([0]);
  });

  it('shows a window of 9 around the current item beyond 10', () => {
    expect(dotIndexes(12, 0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(dotIndexes(12, 6)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(dotIndexes(12, 11)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});

describe('counter and bounds', () => {
  it('counts from 1', () => {
    expect(counterText(0, 3)).toBe('1 / 3');
    expect(counterText(11, 12)).toBe('12 / 12');
  });

  it('keeps the index inside the items and mounts the neighbours', () => {
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(5, 3)).toBe(2);
    expect([0, 1, 2, 3].filter((slide) => isMounted(slide, 1))).toEqual([0, 1, 2]);
  });
});
