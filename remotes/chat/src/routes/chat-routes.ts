import { decodeNostrLink, npubEncode } from '@app/core';
import type { ChatSession } from '@app/core/chat';

/** Where the chats live in the shell (the page is mounted at `/chats/*`). */
export const CHATS_PATH = '/chats';

/** The sub-route opening the conversation with the peer given in navigation state (`{ peer }` or `{ pubkey }`). */
export const CHAT_WITH_PEER_SEGMENT = 'chat';

/** Prefix of a group conversation's route key. */
export const GROUP_KEY_PREFIX = 'group-';

const HEX64 = /^[0-9a-f]{64}$/;

/** Whether `value` is lowercase 64 hex (a public key, or an event id). */
export const isHexPubkey = (value: string): boolean => HEX64.test(value);

/**
 * A session's route key: the peer's npub (one-to-one), the user's own npub (note to self), or `group-` and the
 * sorted participant hex keys joined by ',' (the session id's form) URI-encoded.
 */
export function chatRouteKey(session: Pick<ChatSession, 'participants'>, me: string): string {
  const { participants } = session;
  if (participants.length === 0) return npubEncode(me);
  if (participants.length === 1) return npubEncode(participants[0]);
  return GROUP_KEY_PREFIX + encodeURIComponent([...participants].sort().join(','));
}

/** The in-app path of a session's conversation. */
export function chatPath(session: Pick<ChatSession, 'participants'>, me: string): string {
  return `${CHATS_PATH}/${chatRouteKey(session, me)}`;
}

/** A peer given as hex, npub or nprofile (with or without `nostr:`) as lowercase hex; null when it is none of these. */
export function peerPubkey(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const decoded = decodeNostrLink(input);
  return decoded.type === 'profile' && isHexPubkey(decoded.pubkey) ? decoded.pubkey : null;
}

/** The peer of `/chats/chat`'s navigation state (`state.peer`, `state.pubkey` or `state.id`, as the profile's Message button sends it); null when missing or invalid. */
export function peerOfNavigationState(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const { peer, pubkey, id } = state as { peer?: unknown; pubkey?: unknown; id?: unknown };
  return peerPubkey(peer ?? pubkey ?? id);
}

/**
 * The participants (hex, sorted, without the user) a route key names, the reverse of chatRouteKey: [] for the
 * user's own npub (note to self); null for an invalid key.
 */
export function participantsOfRouteKey(key: string, me: string): string[] | null {
  if (key.startsWith(GROUP_KEY_PREFIX)) return groupParticipants(key.slice(GROUP_KEY_PREFIX.length), me);
  if (!key.startsWith('npub1')) return null;
  const pubkey = peerPubkey(key);
  if (!pubkey) return null;
  return pubkey === me ? [] : [pubkey];
}

function groupParticipants(encoded: string, me: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  const keys = decoded.split(',').map((key) => key.trim().toLowerCase());
  if (!keys.every(isHexPubkey)) return null;
  const others = [...new Set(keys)].filter((key) => key !== me).sort();
  return others.length >= 2 ? others : null;
}

/**
 * What a path under /chats opens: the list, a private conversation with these participants, a NIP-28 public channel
 * (its 64-hex kind-40 id: feeds link channels to `/chats/{id}`), or nothing it names.
 */
export type ChatsRoute = { type: 'list' } | { type: 'conversation'; participants: string[] } | { type: 'channel'; id: string } | { type: 'not-found' };

/**
 * The route of the path below /chats (`rest`, e.g. '', 'chat', 'npub1…', 'group-…', a channel id) and the navigation
 * state: '' is the list, 'chat' the peer in `state` (see peerOfNavigationState), one segment a route key.
 */
export function chatsRoute(rest: string, state: unknown, me: string): ChatsRoute {
  const path = rest.replace(/^\/+|\/+$/g, '');
  if (path === '') return { type: 'list' };
  if (path.includes('/')) return { type: 'not-found' };
  if (isHexPubkey(path)) return { type: 'channel', id: path };
  const participants = path === CHAT_WITH_PEER_SEGMENT ? participantsOfPeer(peerOfNavigationState(state), me) : participantsOfRouteKey(path, me);
  return participants ? { type: 'conversation', participants } : { type: 'not-found' };
}

const participantsOfPeer = (peer: string | null, me: string) => (peer === null ? null : peer === me ? [] : [peer]);
