import { Link } from 'react-router';
import { Avatar, ProfileName, useProfile } from '@app/ui/nostr';
import { npubEncode } from '@app/core';

/** The signed-in user's avatar and name (not when compact), linking to their profile. */
export function AccountIdentity({ pubkey, compact }: { pubkey: string; compact: boolean }) {
  const profile = useProfile(pubkey);
  return (
    <Link to={`/${npubEncode(pubkey)}`} aria-label="Your profile" style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0, textDecoration: 'none' }}>
      <Avatar pubkey={pubkey} picture={profile?.picture} name={profile?.name} size={compact ? 28 : 36} />
      {/* the phone's header has room for the avatar only */}
      {!compact && <ProfileName pubkey={pubkey} profile={profile} />}
    </Link>
  );
}
