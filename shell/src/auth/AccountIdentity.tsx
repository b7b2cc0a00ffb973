import { Link } from 'react-router';
import { Avatar, ProfileName, useProfile } from '@app/ui/nostr';
import { displayName, npubEncode } from '@app/core';

/** The signed-in user's avatar and name (not when compact), linking to their profile. */
export function AccountIdentity({ pubkey, compact }: { pubkey: string; compact: boolean }) {
  const profile = useProfile(pubkey);
  return (
    // the visible name leads the accessible name (WCAG 2.5.3); the phone's avatar-only link says whose it is
    <Link to={`/${npubEncode(pubkey)}`} aria-label={`${displayName(profile, pubkey)}, your profile`} style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0, textDecoration: 'none' }}>
      <Avatar pubkey={pubkey} picture={profile?.picture} name={profile?.name} size={compact ? 28 : 36} />
      {/* the phone's header has room for the avatar only */}
      {!compact && <ProfileName pubkey={pubkey} profile={profile} />}
    </Link>
  );
}
