import { displayName } from '@app/core';
import { useProfile } from '@app/ui/nostr';

/** A person's display name as plain text (their short npub until the profile is known). */
export function PersonName({ pubkey }: { pubkey: string }) {
  return <>{displayName(useProfile(pubkey), pubkey)}</>;
}
