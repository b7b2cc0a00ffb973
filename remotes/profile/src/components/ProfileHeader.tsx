import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { Profile } from '@app/core';
import { NoteContent, ProfileName, displayableNip05, safeHttpUrl } from '@app/ui/nostr';
import { shortLightningAddress } from '../model/lightning-address';
import { EnlargeableAvatar } from './EnlargeableAvatar';
import { SubscriberBadge } from './SubscriberBadge';

const Banner = styled.div<{ image: string | null }>`
  height: 160px;
  background: ${({ theme, image }) => (image ? `center / cover no-repeat url("${image}")` : theme.colors.surface)};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs}px;
  padding: 0 16px 16px;
`;

const TopRow = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;

/** A flex item no wider than its row: a name without spaces ends in an ellipsis instead of widening the page. */
const Name = styled.h1`
  margin: 8px 0 0;
  min-width: 0;
  max-width: 100%;
  font-size: 1.4rem;
  overflow-wrap: anywhere;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
`;

/** A website is one unbroken word (spaces and quotes percent-encoded): it wraps anywhere rather than widen the page. */
const Website = styled.a`
  overflow-wrap: anywhere;
`;

const Detail = styled.div<{ $failed?: boolean }>`
  color: ${({ theme }) => theme.colors.muted};
  word-break: break-all;
  text-decoration: ${({ $failed }) => ($failed ? 'line-through' : 'none')};
`;

export interface ProfileHeaderProps {
  pubkey: string;
  profile?: Profile;
  /** The banner as displayed (proxied at width 655); null while it is prepared; the profile's own when not given. */
  bannerUrl?: string | null;
  /** NIP-05 check: false strikes the name through; undefined while unknown. */
  nip05Verified?: boolean;
  /** A subscriber's tier, null for none. */
  subscriberTier?: string | null;
  /** Buttons beside the avatar (message, QR, follow or edit, menu). */
  actions?: ReactNode;
  /** Beside the name, e.g. 'Follows you'. */
  badges?: ReactNode;
  /** Below the about text: warnings and people lists. */
  children?: ReactNode;
}

/** Profile header: banner, picture, name, NIP-05, website (only a valid URL), lightning address and about. */
export function ProfileHeader({ pubkey, profile, bannerUrl, nip05Verified, subscriberTier, actions, badges, children }: ProfileHeaderProps) {
  const banner = safeHttpUrl(bannerUrl === undefined ? profile?.banner : bannerUrl);
  const website = safeHttpUrl(profile?.website ?? '');
  const nip05 = displayableNip05(profile?.nip05);
  const lightning = profile?.lud16?.trim();
  return (
    <header data-testid="profile-header">
      <Banner image={banner ? encodeURI(banner) : null} data-testid="profile-banner" />
      <Body>
        <TopRow>
          <EnlargeableAvatar pubkey={pubkey} profile={profile} />
          {actions && <Row>{actions}</Row>}
        </TopRow>
        <Row>
          <Name>
            <ProfileName pubkey={pubkey} profile={profile} />
          </Name>
          {subscriberTier && <SubscriberBadge tier={subscriberTier} />}
          {badges}
        </Row>
        {nip05 && (
          <Detail
            data-testid="profile-nip05"
            data-verified={nip05Verified === undefined ? 'pending' : String(nip05Verified)}
            $failed={nip05Verified === false}
            title={nip05Verified === false ? 'NIP-05 verification failed' : undefined}
          >
            {nip05}
          </Detail>
        )}
        {website && (
          <Website href={website} target="_blank" rel="noopener noreferrer nofollow" data-testid="profile-website">
            {website.replace(/^https?:\/\//, '')}
          </Website>
        )}
        {lightning && (
          <Detail data-testid="profile-lightning" title={lightning}>
            ⚡ {shortLightningAddress(lightning)}
          </Detail>
        )}
        {profile?.about && <NoteContent content={profile.about} />}
        {children}
      </Body>
    </header>
  );
}
