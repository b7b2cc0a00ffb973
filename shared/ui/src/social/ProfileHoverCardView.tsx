import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { Profile } from '@app/core';
import { displayableNip05 } from '../content/displayableNip05';
import { Avatar } from '../nostr/Avatar';
import { PersonLinkView } from '../people/PersonLink';
import { HOVER_CARD_ABOUT_LENGTH, truncate } from './followRules';

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.sm}px;
  width: 20rem;
  max-width: calc(100vw - ${(p) => p.theme.spacing.xl}px);
  padding: ${(p) => p.theme.spacing.md}px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.lg}px;
  box-shadow: 0 8px 24px rgb(0 0 0 / 40%);
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  white-space: normal;
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${(p) => p.theme.spacing.sm}px;
`;

const Names = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Nip05 = styled.span`
  color: ${(p) => p.theme.colors.muted};
  overflow-wrap: anywhere;
`;

const About = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

export interface ProfileHoverCardViewProps {
  pubkey: string;
  /** undefined while loading: the card shows the short npub and a coloured initial. */
  profile?: Profile;
  /** The follow button. */
  action?: ReactNode;
  /** E.g. the 'Followed by' summary. */
  footer?: ReactNode;
}

/** A person at a glance: avatar, name, NIP-05 (email-like only), the first 100 characters of about. */
export function ProfileHoverCardView({ pubkey, profile, action, footer }: ProfileHoverCardViewProps) {
  const nip05 = displayableNip05(profile?.nip05);
  const about = profile?.about ? truncate(profile.about, HOVER_CARD_ABOUT_LENGTH) : '';
  return (
    <Card data-testid="profile-hover-card">
      <Head>
        <Avatar pubkey={pubkey} picture={profile?.picture} name={profile?.display_name || profile?.name} />
        {action}
      </Head>
      <Names>
        <PersonLinkView pubkey={pubkey} profile={profile} />
        {nip05 && <Nip05>{nip05}</Nip05>}
      </Names>
      {about && <About>{about}</About>}
      {footer}
    </Card>
  );
}
