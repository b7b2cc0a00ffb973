import { displayName, type NostrEvent, type Profile } from '@app/core';
import styled from '@emotion/styled';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Link } from 'react-router';
import { NoteContent } from '../content/NoteContent';
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

const NameLink = styled(Link)`
  display: flex;
  min-width: 0;
  &:hover {
    text-decoration: underline;
    text-decoration-color: ${(p) => p.theme.colors.text};
  }
`;

/** True when a click landed on a nested control or ended a text selection. */
function isInnerInteraction(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  if (target.closest('a, button, input, textarea, select, [data-hover-card]')) return true;
  return Boolean(window.getSelection()?.toString());
}

export interface NoteCardProps {
  event: NostrEvent;
  profile?: Profile;
  /** Called when the card itself (not a link or button in it) is clicked or Enter is pressed. */
  onOpen?: (event: NostrEvent) => void;
}

/** One note: avatar, author name (links to the profile), age and clipped content. */
export function NoteCard({ event, profile, onOpen }: NoteCardProps) {
  const authorPath = useProfilePath(event.pubkey, profile?.nip05);
  const handleClick = (click: MouseEvent<HTMLElement>) => {
    if (onOpen && !isInnerInteraction(click)) onOpen(event);
  };
  const handleKey = (key: KeyboardEvent<HTMLElement>) => {
    if (onOpen && key.key === 'Enter' && key.target === key.currentTarget) onOpen(event);
  };
  return (
    <CardFrame
      data-testid="note-card"
      data-event-id={event.id}
      $clickable={Boolean(onOpen)}
      tabIndex={onOpen ? 0 : undefined}
      onClick={handleClick}
      onKeyDown={handleKey}
      aria-label={`Note by ${displayName(profile, event.pubkey)}`}
    >
      <Link to={authorPath} tabIndex={-1} aria-hidden="true">
        <Avatar pubkey={event.pubkey} picture={profile?.picture} name={profile?.name} />
      </Link>
      <CardMain>
        <Header>
          <ProfileHoverCard pubkey={event.pubkey}>
            <NameLink to={authorPath} data-testid="note-author">
              <ProfileName pubkey={event.pubkey} profile={profile} />
            </NameLink>
          </ProfileHoverCard>
          <TimeAgo timestamp={event.created_at} />
        </Header>
        <ClippedContent>
          <NoteContent content={event.content} />
        </ClippedContent>
      </CardMain>
    </CardFrame>
  );
}
