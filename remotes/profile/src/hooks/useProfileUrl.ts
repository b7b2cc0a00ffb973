import { useEffect, useState } from 'react';
import { profilePath } from '@app/core';
import { useCore } from '@app/ui';

/**
 * The profile's public link on this host: an npub at first, an nprofile once the core names one or two relays
 * where the profile was seen (or its author writes). Asked again when a newer profile (`seenAt`) arrives.
 */
export function useProfileUrl(pubkey: string, seenAt?: number): string {
  const core = useCore();
  const [hinted, setHinted] = useState<{ pubkey: string; relays: string[] } | null>(null);
  useEffect(() => {
    let live = true;
    core.linkHints.forProfile(pubkey).then(
      (relays) => live && setHinted({ pubkey, relays }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [core, pubkey, seenAt]);
  const relays = hinted?.pubkey === pubkey ? hinted.relays : [];
  return `${window.location.origin}${profilePath(pubkey, relays)}`;
}
