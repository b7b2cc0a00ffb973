import { useNavigate } from '@app/ui';
import { displayName, npubEncode, type Profile } from '@app/core';
import { Page } from '@app/ui';
import { TimelineList, type TimelineView } from '@app/ui/nostr';
import type { ReactNode } from 'react';
import { MutedWarning } from '../components/MutedWarning';
import { PeopleCounts } from '../components/PeopleCounts';
import { ProfileActions } from '../components/ProfileActions';
import { ProfileHeader } from '../components/ProfileHeader';
import { ProfileTabBar } from '../components/ProfileTabBar';
import { visibleTabs, type ProfileTab } from '../model/profile-tabs';

/** What each tab says when it has nothing. */
export const EMPTY_TEXT: Record<ProfileTab, string> = {
  posts: 'No posts found',
  replies: 'No replies found',
  media: 'No media found',
  likes: 'No likes found',
  market: 'No listings found',
  you: 'No posts between you found',
};

/** Connected widgets of @app/ui the page passes in (each reads the core for `pubkey`). */
export interface ProfileWidgets {
  follow?: ReactNode;
  followsYou?: ReactNode;
  mutedBy?: ReactNode;
  followedBy?: ReactNode;
}

export interface ProfileViewProps {
  pubkey: string;
  /** The profile's public link (nprofile with relay hints when known), copied from the menu. */
  profileUrl?: string;
  /** The kind 0 metadata, undefined until (or unless) it is found. */
  profile?: Profile;
  /** The signed-in viewer, null when logged out. */
  viewer?: string | null;
  tab?: ProfileTab;
  /** Whether the user has market listings; undefined while unknown. */
  hasMarket?: boolean;
  bannerUrl?: string | null;
  nip05Verified?: boolean;
  subscriberTier?: string | null;
  /** The viewer muted this user. */
  muted?: boolean;
  knownFollowers?: string[];
  follows?: string[];
  /** The current tab's notes, page by page. */
  timeline: TimelineView;
  widgets?: ProfileWidgets;
  onMute?(): Promise<unknown>;
  onUnmute?(): Promise<unknown>;
  onViewAs?(): void;
  /** Opens the zap dialog for this user (shown when they have a lightning address). */
  onZap?(): void;
}

const nothing = async () => undefined;

/** A profile: the header with its actions, the tabs and the current tab's notes (loading, empty and error states). */
export function ProfileView(props: ProfileViewProps) {
  const { pubkey, profile, viewer = null, tab = 'posts', hasMarket, muted = false, timeline, widgets = {} } = props;
  const { onMute = nothing, onUnmute = nothing } = props;
  const navigate = useNavigate();
  const actions = (
    <ProfileActions
      pubkey={pubkey}
      npub={npubEncode(pubkey)}
      profileUrl={props.profileUrl}
      name={displayName(profile, pubkey)}
      viewer={viewer}
      muted={muted}
      followControl={widgets.follow}
      onMessage={() => navigate('/chats/chat', { state: { id: pubkey } })}
      onMute={onMute}
      onUnmute={onUnmute}
      onViewAs={props.onViewAs}
      lightningAddress={profile?.lud16}
      onZap={profile?.lud16 || profile?.lud06 ? props.onZap : undefined}
    />
  );
  return (
    <Page>
      <ProfileHeader
        pubkey={pubkey}
        profile={profile}
        bannerUrl={props.bannerUrl}
        nip05Verified={props.nip05Verified}
        subscriberTier={props.subscriberTier}
        actions={actions}
        badges={viewer && viewer !== pubkey ? widgets.followsYou : undefined}
      >
        {muted && viewer && <MutedWarning onUnmute={onUnmute} />}
        {widgets.mutedBy}
        {widgets.followedBy}
        <PeopleCounts follows={props.follows} knownFollowers={props.knownFollowers ?? []} />
      </ProfileHeader>
      <ProfileTabBar pubkey={pubkey} tabs={visibleTabs({ pubkey, viewer, hasMarket: hasMarket ?? tab === 'market' })} current={tab} />
      <TimelineList key={tab} view={timeline} emptyText={EMPTY_TEXT[tab]} />
    </Page>
  );
}
