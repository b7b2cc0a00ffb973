import { decodeNostrLink } from '@app/core';

/** The public key of the profile a path shows (npub, nprofile or hex link), else null. */
export function profileOfPath(pathname: string): string | null {
  const first = decodeURIComponent(pathname.split('/')[1] ?? '');
  if (!first) return null;
  const decoded = decodeNostrLink(first);
  return decoded.type === 'profile' ? decoded.pubkey : null;
}
