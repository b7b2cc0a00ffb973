import * as nip19 from 'nostr-tools/nip19';
import type { NostrEvent } from '../nostr-types';
import { memoByKey } from '../util/memo-by-key';
import { LINK_RELAY_HINTS, pickRelayHints } from './relay-hints';

/** Feeds render the same authors' links over and over: their bech32 encoding is done once per key. */
const cachedNpub = memoByKey((pubkey) => nip19.npubEncode(pubkey), 2000);

/** The npub of a hex public key. */
export function npubEncode(pubkey: string): string {
  return cachedNpub(pubkey);
}

/** The one or two relay hints a link we create carries. */
function linkHints(relays: readonly string[] | undefined): string[] {
  return pickRelayHints(relays ?? [], LINK_RELAY_HINTS);
}

/** In-app path of a profile: an npub, or an nprofile when relay hints are given. */
export function profilePath(pubkey: string, relays?: readonly string[]): string {
  const hints = linkHints(relays);
  return hints.length ? `/${nip19.nprofileEncode({ pubkey, relays: hints })}` : `/${cachedNpub(pubkey)}`;
}

/** In-app path of a note, with author and relay hints when known. */
export function notePath(id: string, hints: { author?: string; relays?: readonly string[]; kind?: number } = {}): string {
  const relays = linkHints(hints.relays);
  if (!hints.author && !relays.length) return `/${nip19.noteEncode(id)}`;
  return `/${nip19.neventEncode({ id, author: hints.author, relays, kind: hints.kind })}`;
}

/** In-app path of an addressable event (article, listing). */
export function addressPath(pointer: { kind: number; pubkey: string; identifier: string; relays?: readonly string[] }): string {
  return `/${nip19.naddrEncode({ ...pointer, relays: linkHints(pointer.relays) })}`;
}

/** NIP-01 addressable kinds: the newest event per author, kind and `d` tag counts. */
export function isAddressableKind(kind: number): boolean {
  return kind >= 30000 && kind < 40000;
}

/** In-app path of any event as shared: an naddr for addressable ones (article, listing), else an nevent; with relay hints. */
export function eventPath(event: Pick<NostrEvent, 'id' | 'pubkey' | 'kind' | 'tags'>, relays?: readonly string[]): string {
  if (isAddressableKind(event.kind)) {
    const identifier = event.tags.find((tag) => tag[0] === 'd')?.[1] ?? '';
    return addressPath({ kind: event.kind, pubkey: event.pubkey, identifier, relays });
  }
  return notePath(event.id, { author: event.pubkey, kind: event.kind, relays });
}
