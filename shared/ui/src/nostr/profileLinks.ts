import { npubEncode, profilePath } from '@app/core';

/** npub of a public key, or the raw key when it cannot be encoded (never throws). */
export function safeNpub(pubkey: string): string {
  try {
    return npubEncode(pubkey);
  } catch {
    return pubkey;
  }
}

/** In-app profile path (`/npub1…`); a malformed key gives `/{key}` instead of throwing. */
export function safeProfilePath(pubkey: string): string {
  try {
    return profilePath(pubkey);
  } catch {
    return `/${encodeURIComponent(pubkey)}`;
  }
}
