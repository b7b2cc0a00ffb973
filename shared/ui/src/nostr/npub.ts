import { bech32Encode } from './bech32';

const HEX_32_BYTES = /^[0-9a-f]{64}$/i;

function hexToBytes(hex: string): number[] {
  return hex.match(/../g)!.map((pair) => parseInt(pair, 16));
}

function encodeHex32(prefix: 'npub' | 'note', hex: string): string | null {
  return HEX_32_BYTES.test(hex) ? bech32Encode(prefix, hexToBytes(hex.toLowerCase())) : null;
}

/** `npub1…` for a 64-char hex public key, or null when the key is malformed. */
export function npubEncode(pubkey: string): string | null {
  return encodeHex32('npub', pubkey);
}

/** `note1…` for a 64-char hex event id, or null when the id is malformed. */
export function noteEncode(eventId: string): string | null {
  return encodeHex32('note', eventId);
}

/** Shortens a bech32 identifier for display: `npub1abcdefg…wxyz`. */
export function shortenBech32(value: string): string {
  return value.length <= 20 ? value : `${value.slice(0, 12)}…${value.slice(-4)}`;
}

/** Short npub label for a hex public key (falls back to the shortened raw key). */
export function shortNpub(pubkey: string): string {
  return shortenBech32(npubEncode(pubkey) ?? pubkey);
}

/** In-app path of a profile: `/npub1…` (or `/{pubkey}` when it cannot be encoded). */
export function profilePath(pubkey: string): string {
  return `/${npubEncode(pubkey) ?? pubkey}`;
}
