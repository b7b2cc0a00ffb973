import { displayName } from '@app/core';
import { Avatar, PersonLinkView, useProfile } from '@app/ui/nostr';

/** A message author's avatar (http(s) picture or a coloured initial), read through the core's profiles. */
export function AuthorAvatar({ pubkey, size = 36 }: { pubkey: string; size?: number }) {
  const profile = useProfile(pubkey);
  return <Avatar pubkey={pubkey} picture={profile?.picture} name={displayName(profile, pubkey)} size={size} />;
}

/** A message author's name linking to their profile (their short npub until it is known). */
export function AuthorLink({ pubkey }: { pubkey: string }) {
  return <PersonLinkView pubkey={pubkey} profile={useProfile(pubkey)} />;
}

/** A person's name as plain text (a quote or the composer's 'Replying to'). */
export function AuthorName({ pubkey }: { pubkey: string }) {
  return <>{displayName(useProfile(pubkey), pubkey)}</>;
}
