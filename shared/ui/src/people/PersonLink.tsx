import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { displayName, type Profile } from '@app/core';
import { useProfile } from '../connected/useProfile';
import { useProfilePath } from '../connected/useProfilePath';
import { safeNpub } from '../nostr/profileLinks';

/**
 * Names sit in running text ('Alice, Bob +2 liked…'): each is its own bidi isolate, so a U+202E stays inside it. No
 * dir attribute: a `dir="auto"` parent still takes its direction from the name.
 */
const NameLink = styled(Link)`
  unicode-bidi: isolate;
  color: ${(p) => p.theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
`;

export interface PersonLinkViewProps {
  pubkey: string;
  profile?: Profile;
}

/** A person's display name (short npub while unknown) linking to their profile. */
export function PersonLinkView({ pubkey, profile }: PersonLinkViewProps) {
  return (
    <NameLink to={useProfilePath(pubkey, profile?.nip05)} title={safeNpub(pubkey)}>
      {displayName(profile, pubkey)}
    </NameLink>
  );
}

/** PersonLinkView with the profile loaded through the core. */
export function PersonLink({ pubkey }: { pubkey: string }) {
  return <PersonLinkView pubkey={pubkey} profile={useProfile(pubkey)} />;
}

/** How lists of people render one name; views default to the short npub, connected components pass PersonLink. */
export type RenderName = (pubkey: string) => ReactNode;

export const renderPlainName: RenderName = (pubkey) => <PersonLinkView pubkey={pubkey} />;
export const renderLiveName: RenderName = (pubkey) => <PersonLink pubkey={pubkey} />;
