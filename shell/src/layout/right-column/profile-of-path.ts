import { decodeNostrLink } from '@app/core';

/** A path segment URL-decoded; a malformed escape leaves it as it is (never throws). */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The public key of the profile a path shows (npub, nprofile or hex link), else null. */
export function profileOfPath(pathname: string): string | null {
  const first = decodeSegment(pathname.split('/')[1] ?? '');
  if (!first) return null;
  const decoded = decodeNostrLink(first);
  return decoded.type === 'profile' ? decoded.pubkey : null;
}
