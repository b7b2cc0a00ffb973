import { FollowButton, FollowedBySummary, FollowsYouBadge, MutedByWarning, useProfile } from '@app/ui/nostr';
import { useCore } from '@app/ui';
import { useBannerUrl, useHasMarket, useNip05Verified, useProfileSocial, useViewer } from '../hooks/useProfileFacts';
import { useProfileUrl } from '../hooks/useProfileUrl';
import { useTabTimeline } from '../hooks/useTabTimeline';
import { resolveTab } from '../model/profile-tabs';
import { ProfileView } from '../views/ProfileView';

interface Props {
  pubkey: string;
  /** Relay hints of an nprofile link: asked for the profile at once (the core's outbox finds the author's notes). */
  relays?: string[];
  /** The path suffix: posts (default), replies, media, likes, market or you. */
  tab?: string;
}

/** /{npub} and /{npub}/{tab}: the profile header, its actions and the chosen tab's notes. */
export default function ProfilePage({ pubkey, relays, tab: requested }: Props) {
  const core = useCore();
  const viewer = useViewer();
  const profile = useProfile(pubkey, relays);
  const profileUrl = useProfileUrl(pubkey, profile?.created_at);
  const hasMarket = useHasMarket(pubkey);
  const tab = resolveTab(requested, { pubkey, viewer, hasMarket });
  const social = useProfileSocial(pubkey);
  return (
    <ProfileView
      pubkey={pubkey}
      profileUrl={profileUrl}
      profile={profile}
      viewer={viewer}
      tab={tab}
      hasMarket={hasMarket}
      bannerUrl={useBannerUrl(profile?.banner)}
      nip05Verified={useNip05Verified(pubkey, profile?.nip05)}
      {...social}
      timeline={useTabTimeline(tab, pubkey, viewer)}
      widgets={{
        follow: <FollowButton pubkey={pubkey} />,
        followsYou: <FollowsYouBadge pubkey={pubkey} />,
        mutedBy: <MutedByWarning pubkey={pubkey} />,
        followedBy: <FollowedBySummary pubkey={pubkey} />,
      }}
      onMute={() => core.social.mute(pubkey)}
      onUnmute={() => core.social.unmute(pubkey)}
      onViewAs={() => core.viewAs(pubkey)}
      onZap={() => core.bus.publish({ type: 'zap:request', pubkey, dialog: true })}
    />
  );
}
