import type { Profile } from '@app/core';
import styled from '@emotion/styled';
import { npubEncode } from './npub';
import { profileLabel } from './profileLabel';

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
  return <Name title={npubEncode(pubkey) ?? pubkey}>{profileLabel(profile, pubkey)}</Name>;
}
