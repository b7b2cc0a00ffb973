import { npubEncode } from '@app/core';
import { describe, expect, it } from 'vitest';
import { chatPath, chatRouteKey, chatsRoute, participantsOfRouteKey, peerOfNavigationState, peerPubkey } from './chat-routes';

const ME = 'a'.repeat(64);
const ALICE = 'b'.repeat(64);
const BOB = 'c'.repeat(64);
const CAROL = 'd'.repeat(64);

describe('chatRouteKey', () => {
  it("is the peer's npub for a one-to-one conversation", () => {
    expect(chatRouteKey({ participants: [ALICE] }, ME)).toBe(npubEncode(ALICE));
    expect(chatPath({ participants: [ALICE] }, ME)).toBe(`/chats/${npubEncode(ALICE)}`);
  });

  it("is the user's own npub for notes to self", () => {
    expect(chatRouteKey({ participants: [] }, ME)).toBe(npubEncode(ME));
  });

  it('is group- and the sorted participant keys, URI-encoded, for a group', () => {
    const key = chatRouteKey({ participants: [CAROL, ALICE] }, ME);
    expect(key).toBe(`group-${ALICE}%2C${CAROL}`);
    expect(key).not.toContain(',');
  });
});

describe('participantsOfRouteKey', () => {
  it('reverses every kind of key', () => {
    for (const participants of [[ALICE], [], [ALICE, BOB, CAROL]]) {
      expect(participantsOfRouteKey(chatRouteKey({ participants }, ME), ME)).toEqual(participants);
    }
  });

  it("accepts a group key naming the user too (a session id that includes the user), leaving the user out", () => {
    expect(participantsOfRouteKey(`group-${encodeURIComponent([ALICE, ME, BOB].join(','))}`, ME)).toEqual([ALICE, BOB]);
  });

  it('accepts an unencoded comma and upper-case hex', () => {
    expect(participantsOfRouteKey(`group-${BOB.toUpperCase()},${ALICE}`, ME)).toEqual([ALICE, BOB]);
  });

  it('rejects invalid keys', () => {
    expect(participantsOfRouteKey('npub1notakey', ME)).toBeNull();
    expect(participantsOfRouteKey(ALICE, ME)).toBeNull(); // hex is not a route key
    expect(participantsOfRouteKey('group-', ME)).toBeNull();
    expect(participantsOfRouteKey('group-%E0%A4%A', ME)).toBeNull(); // malformed URI encoding
    expect(participantsOfRouteKey(`group-${ALICE},xyz`, ME)).toBeNull();
    expect(participantsOfRouteKey(`group-${ALICE}`, ME)).toBeNull(); // one person is not a group
    expect(participantsOfRouteKey('something-else', ME)).toBeNull();
  });
});

describe('the peer of navigation state', () => {
  it('reads hex or npub, from peer, pubkey or id (the profile’s Message button)', () => {
    expect(peerOfNavigationState({ peer: ALICE })).toBe(ALICE);
    expect(peerOfNavigationState({ peer: npubEncode(BOB) })).toBe(BOB);
    expect(peerOfNavigationState({ pubkey: `nostr:${npubEncode(CAROL)}` })).toBe(CAROL);
    expect(peerPubkey(ALICE.toUpperCase())).toBe(ALICE);
    expect(peerOfNavigationState({ id: BOB })).toBe(BOB);
  });

  it('is null when missing or invalid', () => {
    expect(peerOfNavigationState(null)).toBeNull();
    expect(peerOfNavigationState('x')).toBeNull();
    expect(peerOfNavigationState({ peer: 'alice@example.com' })).toBeNull();
    expect(peerOfNavigationState({ peer: 42 })).toBeNull();
  });
});

describe('chatsRoute', () => {
  it('is the list at /chats', () => {
    expect(chatsRoute('', null, ME)).toEqual({ type: 'list' });
    expect(chatsRoute('/', null, ME)).toEqual({ type: 'list' });
  });

  it("opens /chats/chat with the state's peer, the user's own key being notes to self", () => {
    expect(chatsRoute('chat', { peer: npubEncode(ALICE) }, ME)).toEqual({ type: 'conversation', participants: [ALICE] });
    expect(chatsRoute('chat', { pubkey: ME }, ME)).toEqual({ type: 'conversation', participants: [] });
    expect(chatsRoute('chat', null, ME)).toEqual({ type: 'not-found' });
  });

  it('opens a route key, and finds nothing for an invalid one or a deeper path', () => {
    expect(chatsRoute(npubEncode(BOB), null, ME)).toEqual({ type: 'conversation', participants: [BOB] });
    expect(chatsRoute(`group-${ALICE},${BOB}`, null, ME)).toEqual({ type: 'conversation', participants: [ALICE, BOB] });
    expect(chatsRoute('nonsense', null, ME)).toEqual({ type: 'not-found' });
    expect(chatsRoute(ALICE, null, ME)).toEqual({ type: 'channel', id: ALICE }); // 64 hex: a public channel's id
    expect(chatsRoute(`${npubEncode(BOB)}/more`, null, ME)).toEqual({ type: 'not-found' });
  });
});
