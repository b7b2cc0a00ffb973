import { displayName, type Profile } from '@app/core';
import styled from '@emotion/styled';
import { safeNpub } from './profileLinks';

/**
 * An inline box of its own: a name without spaces ends in an ellipsis instead of widening the line, and its bidi
 * controls (U+202E…) stay inside it instead of reordering the text that follows ('· 5m ago'). No dir attribute: a
 * `dir="auto"` parent still takes its direction from the name.
 */
const Name = styled.span`
  display: inline-block;
  max-width: 100%;
  vertical-align: bottom;
  unicode-bidi: isolate;
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
  return (
    <Name title={safeNpub(pubkey)}>
      {displayName(profile, pubkey)}
    </Name>
  );
}
