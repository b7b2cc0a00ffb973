import styled from '@emotion/styled';
import { Link } from '@app/ui';
import { profilePath, type Profile } from '@app/core';
import { Avatar, FollowButton, ProfileName, displayableNip05 } from '@app/ui/nostr';
import { distanceLabel } from '../search-box/distance-label';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const PersonLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 12px;
  flex: 1;
  min-width: 0;
  color: inherit;
  text-decoration: none;
`;

const Names = styled.div`
  min-width: 0;
  overflow: hidden;
`;

const Secondary = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export interface PersonRowProps {
  profile: Profile;
  /** Follow distance from the user, when the social graph knows it. */
  distance?: number;
}

/** One person in the results: avatar, name, NIP-05 and follow distance linking to the profile, and a follow button. */
export function PersonRow({ profile, distance }: PersonRowProps) {
  const nip05 = displayableNip05(profile.nip05);
  const badge = distance === undefined ? null : distanceLabel(distance);
  return (
    <Row data-testid="person-row">
      <PersonLink to={profilePath(profile.pubkey)}>
        <Avatar pubkey={profile.pubkey} picture={profile.picture} size={45} />
        <Names>
          <ProfileName pubkey={profile.pubkey} profile={profile} />
          {(nip05 || badge) && <Secondary>{[nip05, badge].filter(Boolean).join(' · ')}</Secondary>}
        </Names>
      </PersonLink>
      <FollowButton pubkey={profile.pubkey} />
    </Row>
  );
}
