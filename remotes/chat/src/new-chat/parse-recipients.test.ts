import { npubEncode, profilePath } from '@app/core';
import { describe, expect, it } from 'vitest';
import { addPeople, notAUser, participantsOf, readRecipients } from './parse-recipients';

const ME = 'a'.repeat(64);
const ALICE = 'b'.repeat(64);
const BOB = 'c'.repeat(64);
const CAROL = 'd'.repeat(64);
const nprofile = (pubkey: string) => profilePath(pubkey, ['wss://relay.example.com']).slice(1);

describe('readRecipients', () => {
  it('reads npub, nprofile and hex keys separated by spaces, commas and new lines', () => {
    const read = readRecipients(`${npubEncode(ALICE)}, ${nprofile(BOB)}\n${CAROL.toUpperCase()}`);
    expect(nprofile(BOB)).toMatch(/^nprofile1/);
    expect(read).toEqual({ people: [ALICE, BOB, CAROL], invalid: [], rest: '' });
  });

  it('reads entries with a nostr: prefix', () => {
    expect(readRecipients(`nostr:${npubEncode(ALICE)} nostr:${nprofile(BOB)} nostr:${CAROL}`).people).toEqual([ALICE, BOB, CAROL]);
  });

  it('names each person once, however often and in whatever form they are given', () => {
    expect(readRecipients(`${ALICE} ${npubEncode(ALICE)},,${nprofile(ALICE)} ${BOB} ${ALICE}`).people).toEqual([ALICE, BOB]);
  });

  it('keeps what names no user, once each, and says so', () => {
    const read = readRecipients(`hello ${npubEncode(ALICE)} alice@example.com hello npub1xyz ${'e'.repeat(63)} ${nprofile(BOB).slice(0, -1)}x`);
    expect(read.people).toEqual([ALICE]);
    expect(read.invalid).toEqual(['hello', 'alice@example.com', 'npub1xyz', 'e'.repeat(63), `${nprofile(BOB).slice(0, -1)}x`]);
    expect(read.rest).toBe(read.invalid.join(' '));
    expect(notAUser(['hello'])).toBe('Not a user: hello');
    expect(notAUser(['hello', 'npub1xyz'])).toBe('Not a user: hello, npub1xyz');
  });

  it('rejects other nostr links (a note is no user)', () => {
    expect(readRecipients('note1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqsq2k6ee').invalid).toHaveLength(1);
  });

  it('gives nothing for empty text or separators alone', () => {
    expect(readRecipients('')).toEqual({ people: [], invalid: [], rest: '' });
    expect(readRecipients(' ,\n ')).toEqual({ people: [], invalid: [], rest: '' });
  });

  it('while typing, leaves the last entry (not followed by a separator) in the field', () => {
    expect(readRecipients(`${ALICE} npub1`, false)).toEqual({ people: [ALICE], invalid: [], rest: 'npub1' });
    expect(readRecipients(npubEncode(ALICE), false)).toEqual({ people: [], invalid: [], rest: npubEncode(ALICE) });
    expect(readRecipients(`${npubEncode(ALICE)}\n`, false)).toEqual({ people: [ALICE], invalid: [], rest: '' });
  });

  it('while typing, keeps invalid entries before the one being typed, each followed by a space', () => {
    expect(readRecipients(`junk ${BOB},oops ca`, false)).toEqual({ people: [BOB], invalid: ['junk', 'oops'], rest: 'junk oops ca' });
    // read again as it stands, the field is unchanged
    expect(readRecipients('junk oops ca', false).rest).toBe('junk oops ca');
  });
});

describe('participantsOf', () => {
  it("is the user's own key alone: a note to self", () => {
    expect(participantsOf(readRecipients(npubEncode(ME)).people, ME)).toEqual([]);
  });

  it("drops the user's own key beside others", () => {
    expect(participantsOf([ME, ALICE], ME)).toEqual([ALICE]);
    expect(participantsOf([ALICE, ME, BOB], ME)).toEqual([ALICE, BOB]);
  });
});

describe('addPeople', () => {
  it('adds the people not there yet, in order', () => {
    expect(addPeople([ALICE, BOB], [BOB, CAROL, ALICE])).toEqual([ALICE, BOB, CAROL]);
  });
});
