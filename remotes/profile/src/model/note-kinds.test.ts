import { describe, expect, it } from 'vitest';
import type { NostrEvent } from '@app/core';
import { hasMediaLink, isReply, reactedNoteId } from './note-kinds';

const event = (partial: Partial<NostrEvent>): NostrEvent => ({
  id: '1'.repeat(64),
  pubkey: 'a'.repeat(64),
  created_at: 1,
  kind: 1,
  content: '',
  tags: [],
  sig: '0'.repeat(128),
  ...partial,
});

describe('isReply', () => {
  it('is false for a top-level note and for a note that only mentions another', () => {
    expect(isReply(event({}))).toBe(false);
    expect(isReply(event({ tags: [['e', 'x', '', 'mention']] }))).toBe(false);
  });

  it('is true with a reply or root marker, or a positional e tag', () => {
    expect(isReply(event({ tags: [['e', 'x', '', 'reply']] }))).toBe(true);
    expect(isReply(event({ tags: [['e', 'x', '', 'root']] }))).toBe(true);
    expect(isReply(event({ tags: [['e', 'x']] }))).toBe(true);
  });

  it('never counts a repost as a reply', () => {
    expect(isReply(event({ kind: 6, tags: [['e', 'x']] }))).toBe(false);
  });
});

describe('hasMediaLink', () => {
  it('finds image and video links', () => {
    expect(hasMediaLink(event({ content: 'look https://x.example/cat.JPG' }))).toBe(true);
    expect(hasMediaLink(event({ content: 'https://x.example/clip.mp4?t=3 wow' }))).toBe(true);
  });

  it('ignores other links and plain text', () => {
    expect(hasMediaLink(event({ content: 'https://x.example/page.html' }))).toBe(false);
    expect(hasMediaLink(event({ content: 'my cat.jpg' }))).toBe(false);
  });

  it('accepts an imeta tag', () => {
    expect(hasMediaLink(event({ tags: [['imeta', 'url https://x.example/a']] }))).toBe(true);
  });
});

describe('reactions', () => {
  it('points at the last e tag', () => {
    expect(reactedNoteId(event({ kind: 7, tags: [['e', 'root'], ['p', 'b'], ['e', 'liked']] }))).toBe('liked');
    expect(reactedNoteId(event({ kind: 7, tags: [] }))).toBeNull();
  });
});
