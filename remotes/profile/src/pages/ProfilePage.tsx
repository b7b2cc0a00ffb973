import { useMemo } from 'react';
import { Page, TimelineList, useProfile, useTimeline } from '@app/ui';
import { ProfileHeader } from '../components/ProfileHeader';

interface Props {
  pubkey: string;
  relays?: string[];
  tab?: string;
}

/** /{npub}: the profile header and that user's notes. */
export default function ProfilePage({ pubkey }: Props) {
  const profile = useProfile(pubkey);
  const filter = useMemo(() => ({ kinds: [1], authors: [pubkey] }), [pubkey]);
  const view = useTimeline(filter, 10);
  return (
    <Page>
      <ProfileHeader pubkey={pubkey} profile={profile} />
      <TimelineList view={view} emptyText="No posts found" />
    </Page>
  );
}
