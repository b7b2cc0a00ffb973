import type { Profile } from '@app/core';
import { Page, TimelineList, type TimelineView } from '@app/ui';
import { ProfileHeader } from '../components/ProfileHeader';

export interface ProfileViewProps {
  pubkey: string;
  /** The kind 0 metadata, undefined until (or unless) it is found. */
  profile?: Profile;
  /** This user's notes, page by page. */
  timeline: TimelineView;
}

/** A profile: the header and the user's notes, with loading, empty and error states. */
export function ProfileView({ pubkey, profile, timeline }: ProfileViewProps) {
  return (
    <Page>
      <ProfileHeader pubkey={pubkey} profile={profile} />
      <TimelineList view={timeline} emptyText="No posts found" />
    </Page>
  );
}
