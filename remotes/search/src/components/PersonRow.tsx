import styled from '@emotion/styled';
import { Link } from '@app/ui';
import { profilePath, type Profile } from '@app/core';
import { Avatar, ProfileName, displayableNip05 } from '@app/ui/nostr';

const Row = styled(Link)`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 16px;
  color: inherit;
  text-decoration: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Secondary = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

export interface PersonRowProps {
  profile: Profile;
}

/** One person in the results: avatar, name and NIP-05 as given, linking to the profile. */
export function PersonRow({ profile }: PersonRowProps) {
  return (
    <Row to={profilePath(profile.pubkey)} data-testid="person-row">
      <Avatar pubkey={profile.pubkey} picture={profile.picture} size={45} />
      <div>
        <ProfileName pubkey={profile.pubkey} profile={profile} />
        {displayableNip05(profile.nip05) && <Secondary>{displayableNip05(profile.nip05)}</Secondary>}
      </div>
    </Row>
  );
}
