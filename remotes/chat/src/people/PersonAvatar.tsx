import { displayName } from '@app/core';
import { Avatar, useProfile } from '@app/ui/nostr';

/** A person's avatar with their profile read through the core (a coloured initial until it is known). */
export function PersonAvatar({ pubkey, size = 40 }: { pubkey: string; size?: number }) {
  const profile = useProfile(pubkey);
  return <Avatar pubkey={pubkey} picture={profile?.picture} name={displayName(profile, pubkey)} size={size} />;
}
