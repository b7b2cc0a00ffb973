import { displayName, type Profile } from '@app/core';
import styled from '@emotion/styled';
import { safeNpub } from './profileLinks';

const Name = styled.span`
  font-weight: 700;
  color: ${(p) => p.theme.colors.text};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  min-width: 0;
`;

export interface ProfileNameProps {
  pubkey: string;
  profile?: Profile;
}

/** The profile's display name, or its short npub while unknown. */
export function ProfileName({ pubkey, profile }: ProfileNameProps) {
  return <Name title={safeNpub(pubkey)}>{displayName(profile, pubkey)}</Name>;
}
