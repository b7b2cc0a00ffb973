import { displayName, type NostrEvent, type Profile } from '@app/core';
import styled from '@emotion/styled';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { SensitiveContent } from '../content/SensitiveContent';
import { sensitiveReason } from '../content/sensitive';
import { useBlurNSFW } from '../content/useBlurNSFW';
import { KindBody } from '../kinds/KindBody';
import { Avatar } from './Avatar';
import { CardFrame, CardMain } from './cardLayout';
import { ClippedContent } from './ClippedContent';
import { useProfilePath } from '../connected/useProfilePath';
import { ProfileName } from './ProfileName';
import { ProfileHoverCard } from '../social/ProfileHoverCard';
import { TimeAgo } from './TimeAgo';

const Header = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${(p) => p.theme.spacing.sm}px;
  margin-bottom: ${(p) => p.theme.spacing.xs}px;
  min-width: 0;
`;

const Menu = styled.div`
  margin-left: auto;
  flex: none;
`;

const NameLink = styled(Link)`
  display: flex;
  min-width: 0;
  &:hover {
    text-decoration: underline;
    text-decoration-color: ${(p) => p.theme.colors.text};
  }
`;

/** A quoted or replied-to note inside another: boxed, compact. */
const EmbeddedFrame = styled(CardFrame)`
  margin: ${(p) => p.theme.spacing.sm}px 0;
  padding: ${(p) => p.theme.spacing.sm}px ${(p) => p.theme.spacing.md}px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  white-space: normal;
  max-width: 100%;
`;

/** True when a click landed on a nested control, inside a nested card, or ended a text selection. */
function isInnerInteraction(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  if (target.closest('a, button, input, textarea, select, iframe, [data-hover-card]')) return true;
  if (target.closest('[data-testid="note-card"]') !== event.currentTarget) return true;
  return Boolean(window.getSelection()?.toString());
}

export interface NoteCardProps {
  event: NostrEvent;
  profile?: Profile;
  /** Called when the card itself (not a link or button in it) is clicked or Enter is pressed. */
  onOpen?: (event: NostrEvent) => void;
  /** Shown under the content, e.g. the reactions bar. */
  footer?: ReactNode;
  /** Shown at the end of the header, e.g. the note menu. */
  menu?: ReactNode;
  /** A quoted/replied-to note inside another: boxed and compact. */
  embedded?: boolean;
  /** Clip tall content at 200 px behind 'Show More' (default); off on the note's own page. */
  clip?: boolean;
}

/** One event: avatar, author name (links to the profile), age, its body by kind (clipped at 200 px unless `clip` is off), footer. */
export function NoteCard({ event, profile, onOpen, footer, menu, embedded = false, clip = true }: NoteCardProps) {
  const authorPath = useProfilePath(event.pubkey, profile?.nip05);
  const blur = useBlurNSFW();
  const handleClick = (click: MouseEvent<HTMLElement>) => {
    if (onOpen && !isInnerInteraction(click)) onOpen(event);
  };
  const handleKey = (key: KeyboardEvent<HTMLElement>) => {
    if (onOpen && key.key === 'Enter' && key.target === key.currentTarget) onOpen(event);
  };
  const Frame = embedded ? EmbeddedFrame : CardFrame;
  const body = (
    <SensitiveContent reason={sensitiveReason(event)} blur={blur}>
      <KindBody event={event} />
    </SensitiveContent>
  );
  return (
    <Frame
      data-testid="note-card"
      data-event-id={event.id}
      data-kind={event.kind}
      $clickable={Boolean(onOpen)}
      tabIndex={onOpen ? 0 : undefined}
      onClick={handleClick}
      onKeyDown={handleKey}
      aria-label={`Note by ${displayName(profile, event.pubkey)}`}
    >
      <Link to={authorPath} tabIndex={-1} aria-hidden="true">
        <Avatar pubkey={event.pubkey} picture={profile?.picture} name={profile?.name} size={embedded ? 32 : undefined} />
      </Link>
      <CardMain>
        <Header>
          <ProfileHoverCard pubkey={event.pubkey}>
            <NameLink to={authorPath} data-testid="note-author">
              <ProfileName pubkey={event.pubkey} profile={profile} />
            </NameLink>
          </ProfileHoverCard>
          <TimeAgo timestamp={event.created_at} />
          {menu && <Menu>{menu}</Menu>}
        </Header>
        {clip ? <ClippedContent>{body}</ClippedContent> : body}
        {footer}
      </CardMain>
    </Frame>
  );
}
