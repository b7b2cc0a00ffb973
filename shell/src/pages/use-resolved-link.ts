import { useEffect, useState } from 'react';
import { decodeNostrLink, getCore, type DecodedLink } from '@app/core';

/** Profile tabs, chosen by the path suffix after the profile link. */
export const PROFILE_TABS = ['replies', 'media', 'likes', 'market', 'you'];

export type ResolvedLink = DecodedLink | { type: 'resolving' };

/** Decodes bech32/hex links at once; plain and NIP-05 names are resolved asynchronously (spec 1 {link} route). */
export function useResolvedLink(link: string): ResolvedLink {
  const decoded = decodeNostrLink(link);
  const [resolved, setResolved] = useState<ResolvedLink>({ type: 'resolving' });

  useEffect(() => {
    if (decoded.type !== 'name') return;
    let cancelled = false;
    setResolved({ type: 'resolving' });
    void getCore().names.lookup(decoded.name).then((pointer) => {
      if (!cancelled) setResolved(pointer ? { type: 'profile', pubkey: pointer.pubkey, relays: pointer.relays ?? [] } : { type: 'unknown' });
    });
    return () => {
      cancelled = true;
    };
  }, [link, decoded.type === 'name' ? decoded.name : '']);

  return decoded.type === 'name' ? resolved : decoded;
}
