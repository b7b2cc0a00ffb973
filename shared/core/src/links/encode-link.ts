import * as nip19 from 'nostr-tools/nip19';
import { memoByKey } from '../util/memo-by-key';

/** Feeds render the same authors' links over and over: their bech32 encoding is done once per key. */
const cachedNpub = memoByKey((pubkey) => nip19.npubEncode(pubkey), 2000);

/** The npub of a hex public key. */
export function npubEncode(pubkey: string): string {
  return cachedNpub(pubkey);
}

/** In-app path of a profile. */
export function profilePath(pubkey: string): string {
  return `/${cachedNpub(pubkey)}`;
}

/** In-app path of a note, with author and relay hints when known. */
export function notePath(id: string, hints: { author?: string; relays?: string[]; kind?: number } = {}): string {
  if (!hints.author && !hints.relays?.length) return `/${nip19.noteEncode(id)}`;
  return `/${nip19.neventEncode({ id, author: hints.author, relays: hints.relays?.slice(0, 2), kind: hints.kind })}`;
}

/** In-app path of an addressable event (article, listing). */
export function addressPath(pointer: { kind: number; pubkey: string; identifier: string; relays?: string[] }): string {
  return `/${nip19.naddrEncode({ ...pointer, relays: pointer.relays?.slice(0, 2) })}`;
}
