import { describe, expect, it } from 'vitest';
import {
  distanceBadge,
  followButtonState,
  followedBySummaryKind,
  namedAndRest,
  showsMutedByWarning,
  truncate,
} from './followRules';

const ME = 'a'.repeat(64);
const THEM = 'b'.repeat(64);

describe('distanceBadge', () => {
  it.each([
    [0, 0, 'You'],
    [1, 3, 'Following'],
    [2, 4, 'Followed by 4 friends'],
    [2, 1, 'Followed by 1 friend'],
  ])('distance %i with %i friends reads %j', (distance, friends, text) => {
    expect(distanceBadge({ distance, friends, muted: false })?.text).toBe(text);
  });

  it('turns to the accent tone above 10 friends only', () => {
    expect(distanceBadge({ distance: 2, friends: 10, muted: false })?.tone).toBe('neutral');
    expect(distanceBadge({ distance: 2, friends: 11, muted: false })).toEqual({ text: 'Followed by 11 friends', tone: 'accent' });
  });

  it('shows Muted for a muted user whatever the distance', () => {
    expect(distanceBadge({ distance: 1, friends: 0, muted: true })?.text).toBe('Muted');
    expect(distanceBadge({ distance: 1000, friends: 0, muted: true })?.text).toBe('Muted');
  });

  it('shows nothing beyond distance 2 or while loading', () => {
    expect(distanceBadge({ distance: 3, friends: 0, muted: false })).toBeNull();
    expect(distanceBadge({ distance: 1000, friends: 0, muted: false })).toBeNull();
    expect(distanceBadge({ distance: undefined, friends: 0, muted: false })).toBeNull();
  });
});

describe('followedBySummaryKind', () => {
  it.each([
    [undefined, 0, 'loading'],
    [0, 0, 'self'],
    [1, 5, 'you'],
    [2, 2, 'friends'],
    [3, 0, 'friends-of-friends'],
    [5, 0, 'friends-of-friends'],
    [1000, 0, 'nobody'],
  ] as const)('distance %s with %i friends is %s', (distance, friends, kind) => {
    expect(followedBySummaryKind(distance, friends)).toBe(kind);
  });
});

describe('followButtonState', () => {
  it('is hidden while the session loads and on self; a visitor gets Follow', () => {
    expect(followButtonState({ me: null, pubkey: THEM, following: false, muted: false })).toBe('follow');
    expect(followButtonState({ me: undefined, pubkey: THEM, following: false, muted: false })).toBe('hidden');
    expect(followButtonState({ me: ME, pubkey: ME, following: false, muted: false })).toBe('hidden');
  });

  it('offers Unmute before anything else for a muted user', () => {
    expect(followButtonState({ me: ME, pubkey: THEM, following: true, muted: true })).toBe('muted');
    expect(followButtonState({ me: ME, pubkey: THEM, following: true, muted: false })).toBe('following');
    expect(followButtonState({ me: ME, pubkey: THEM, following: false, muted: false })).toBe('follow');
  });
});

describe('namedAndRest', () => {
  it('names three then counts the rest', () => {
    expect(namedAndRest(['1', '2', '3', '4', '5'])).toEqual({ named: ['1', '2', '3'], rest: 2 });
    expect(namedAndRest(['1', '2'])).toEqual({ named: ['1', '2'], rest: 0 });
  });
});

describe('showsMutedByWarning', () => {
  it('warns when I muted them or someone within distance 3 did', () => {
    expect(showsMutedByWarning(true, [])).toBe(true);
    expect(showsMutedByWarning(false, [1000, 3])).toBe(true);
    expect(showsMutedByWarning(false, [4, 1000])).toBe(false);
    expect(showsMutedByWarning(false, [])).toBe(false);
  });
});

describe('truncate', () => {
  it('keeps short text and cuts long text with an ellipsis', () => {
    expect(truncate('short', 100)).toBe('short');
    expect(truncate('x'.repeat(150), 100)).toBe(`${'x'.repeat(100)}…`);
    expect(Array.from(truncate('😀'.repeat(101), 100))).toHaveLength(101);
  });
});
