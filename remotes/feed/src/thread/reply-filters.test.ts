import { describe, expect, it } from 'vitest';
import { nestedReplyFilters, replyFilters } from './reply-filters';
import { hexId, testNote } from './thread-test-events';

describe('replyFilters', () => {
  it('asks for kind 1 replies under a kind 1 note (spec 1 §7)', () => {
    const note = testNote('note');
    expect(replyFilters(note)).toEqual([{ kinds: [1], '#e': [note.id] }]);
    expect(nestedReplyFilters(note, ['r'])).toEqual([{ kinds: [1], '#e': ['r'] }]);
  });

  it("asks for the NIP-22 comments of a picture's root scope (#E) and for what names it as parent (#e)", () => {
    const picture = { ...testNote('picture'), kind: 20 };
    expect(replyFilters(picture)).toEqual([{ kinds: [1111], '#E': [picture.id] }, { kinds: [1, 1111], '#e': [picture.id] }]);
    expect(nestedReplyFilters(picture, ['c'])).toEqual([{ kinds: [1, 1111], '#e': ['c'] }]);
  });

  it('scopes an addressable event by its address (#A)', () => {
    const listing = { ...testNote('listing', [['d', 'bike']]), kind: 30402 };
    expect(replyFilters(listing)[0]).toEqual({ kinds: [1111], '#A': [`30402:${hexId('author')}:bike`] });
  });

  it('under a comment asks only for the answers naming it as parent', () => {
    const comment = { ...testNote('comment'), kind: 1111 };
    expect(replyFilters(comment)).toEqual([{ kinds: [1, 1111], '#e': [comment.id] }]);
  });
});
