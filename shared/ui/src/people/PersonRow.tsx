import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { displayName, type Profile } from '@app/core';
import { useProfile } from '../connected/useProfile';
import { Avatar } from '../nostr/Avatar';
import { useProfilePath } from '../connected/useProfilePath';
import { PersonLinkView } from './PersonLink';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm}px;
  min-width: 0;
`;

const Name = styled.div`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const AvatarLink = styled(Link)`
  display: inline-flex;
  text-decoration: none;
`;

/** Avatar size in the right column's lists. */
export const PERSON_ROW_AVATAR_SIZE = 36;

export interface PersonRowViewProps {
  pubkey: string;
  profile?: Profile;
  /** E.g. a follow button, at the end of the row. */
  action?: ReactNode;
}

/** Avatar and name, both linking to the profile, and an optional action. */
export function PersonRowView({ pubkey, profile, action }: PersonRowViewProps) {
  return (
    <Row data-testid="person-row">
      <AvatarLink to={useProfilePath(pubkey, profile?.nip05)} aria-hidden="true" tabIndex={-1}>
        <Avatar pubkey={pubkey} picture={profile?.picture} name={displayName(profile, pubkey)} size={PERSON_ROW_AVATAR_SIZE} />
      </AvatarLink>
      <Name>
        <PersonLinkView pubkey={pubkey} profile={profile} />
      </Name>
      {action}
    </Row>
  );
}

/** PersonRowView with the profile loaded through the core. */
export function PersonRow({ pubkey, action }: Omit<PersonRowViewProps, 'profile'>) {
  return <PersonRowView pubkey={pubkey} profile={useProfile(pubkey)} action={action} />;
}
