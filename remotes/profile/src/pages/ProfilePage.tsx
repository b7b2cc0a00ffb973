import { useMemo } from 'react';
import { useProfile, useTimeline } from '@app/ui';
import { ProfileView } from '../views/ProfileView';

interface Props {
  pubkey: string;
  relays?: string[];
  tab?: string;
}

/** /{npub}: the profile header and that user's notes. */
export default function ProfilePage({ pubkey }: Props) {
  const profile = useProfile(pubkey);
  const filter = useMemo(() => ({ kinds: [1], authors: [pubkey] }), [pubkey]);
  const timeline = useTimeline(filter, 10);
  return <ProfileView pubkey={pubkey} profile={profile} timeline={timeline} />;
}
