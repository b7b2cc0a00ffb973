import { useEffect, useState } from 'react';
import { hasCore, getCore } from '@app/core';
import { safeProfilePath } from '../nostr/profileLinks';
import { verifiedProfilePath } from '../nostr/verifiedProfilePath';

/** The profile link of a user: the npub path until their NIP-05 name is verified, then the name (spec 2 §2). */
export function useProfilePath(pubkey: string, nip05: string | undefined): string {
  const [verified, setVerified] = useState<{ key: string; ok: boolean } | null>(null);
  const key = `${pubkey}|${nip05 ?? ''}`;
  useEffect(() => {
    if (!nip05 || !hasCore()) return;
    let live = true;
    getCore()
      .names.verify(pubkey, nip05)
      .then(
        (ok) => live && setVerified({ key, ok }),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [key]);
  return verified?.key === key ? verifiedProfilePath(pubkey, nip05, verified.ok) : safeProfilePath(pubkey);
}
