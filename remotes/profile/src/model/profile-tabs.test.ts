import { describe, expect, it } from 'vitest';
import { npubEncode } from '@app/core';
import { resolveTab, tabPath, visibleTabs } from './profile-tabs';

const alice = 'a'.repeat(64);
const bob = 'b'.repeat(64);

describe('visibleTabs', () => {
  it('shows Posts, Replies, Media and Likes to a logged-out visitor', () => {
    expect(visibleTabs({ pubkey: alice, viewer: null, hasMarket: false })).toEqual(['posts', 'replies', 'media', 'likes']);
  });

  it('adds Market after Posts only when the user has listings', () => {
    expect(visibleTabs({ pubkey: alice, viewer: null, hasMarket: true })).toEqual(['posts', 'market', 'replies', 'media', 'likes']);
    expect(visibleTabs({ pubkey: alice, viewer: null, hasMarket: undefined })).not.toContain('market');
  });

  it('adds You last for a logged-in viewer on someone else’s profile', () => {
    expect(visibleTabs({ pubkey: alice, viewer: bob, hasMarket: false }).at(-1)).toBe('you');
  });

  it('has no You tab on one’s own profile', () => {
    expect(visibleTabs({ pubkey: alice, viewer: alice, hasMarket: false })).not.toContain('you');
  });
});

describe('resolveTab', () => {
  it('defaults to Posts', () => {
    expect(resolveTab(undefined, { pubkey: alice, viewer: null, hasMarket: false })).toBe('posts');
    expect(resolveTab('nonsense', { pubkey: alice, viewer: null, hasMarket: false })).toBe('posts');
  });

  it('falls back to Posts for You when logged out or on one’s own profile', () => {
    expect(resolveTab('you', { pubkey: alice, viewer: null, hasMarket: false })).toBe('posts');
    expect(resolveTab('you', { pubkey: alice, viewer: alice, hasMarket: false })).toBe('posts');
    expect(resolveTab('you', { pubkey: alice, viewer: bob, hasMarket: false })).toBe('you');
  });

  it('keeps Market while listings are unknown and drops it when there are none', () => {
    expect(resolveTab('market', { pubkey: alice, viewer: null, hasMarket: undefined })).toBe('market');
    expect(resolveTab('market', { pubkey: alice, viewer: null, hasMarket: false })).toBe('posts');
    expect(resolveTab('market', { pubkey: alice, viewer: null, hasMarket: true })).toBe('market');
  });
});

describe('tabPath', () => {
  it('has no suffix for Posts and /{tab} for the others', () => {
    expect(tabPath(alice, 'posts')).toBe(`/${npubEncode(alice)}`);
    expect(tabPath(alice, 'replies')).toBe(`/${npubEncode(alice)}/replies`);
  });
});
