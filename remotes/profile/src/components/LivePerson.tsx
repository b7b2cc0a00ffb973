import styled from '@emotion/styled';
import { Link } from '@app/ui';
import { profilePath } from '@app/core';
import { Avatar, ProfileName, useProfile } from '@app/ui/nostr';

const Row = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
  padding: ${({ theme }) => theme.spacing.xs}px 0;
  min-width: 0;
  color: inherit;
  &:hover {
    text-decoration: none;
  }
`;

/** A person's picture and name (loaded through the core), linking to their profile. */
export function LivePerson({ pubkey }: { pubkey: string }) {
  const profile = useProfile(pubkey);
  return (
    <Row to={profilePath(pubkey)}>
      <Avatar pubkey={pubkey} picture={profile?.picture} size={32} />
      <ProfileName pubkey={pubkey} profile={profile} />
    </Row>
  );
}
