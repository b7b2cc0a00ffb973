import styled from '@emotion/styled';
import { Link } from '@app/ui';
import { notePath, type NostrEvent, type NotificationGroup } from '@app/core';
import { HeartIcon, ReplyIcon, RepostIcon, TimeAgo, ZapIcon } from '@app/ui/nostr';
import { ActorAvatars, ActorNames } from './NotificationActors';
import { actionLabel, excerpt, namedUsers, notificationIcon, quotesOwnEvent, type NotificationIcon } from './notificationText';

const Row = styled.li<{ $highlighted: boolean }>`
  display: flex;
  gap: ${(p) => p.theme.spacing.md}px;
  padding: ${(p) => p.theme.spacing.md}px ${(p) => p.theme.spacing.lg}px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  border-left: 3px solid ${(p) => (p.$highlighted ? p.theme.colors.accent : 'transparent')};
  background: ${(p) => (p.$highlighted ? p.theme.colors.surfaceRaised : 'transparent')};
  transition: background 0.6s ease, border-color 0.6s ease;
`;

const Icon = styled.span`
  flex: none;
  width: 28px;
  padding-top: 4px;
  font-size: ${(p) => p.theme.fontSizes.lg}px;
  line-height: 1;
  text-align: center;
  &[data-icon='heart'] {
    color: ${(p) => p.theme.colors.error};
  }
  &[data-icon='repost'] {
    color: ${(p) => p.theme.colors.success};
  }
  &[data-icon='reply'] {
    color: ${(p) => p.theme.colors.accent};
  }
  &[data-icon='zap'] {
    color: ${(p) => p.theme.colors.warning};
  }
`;

const DRAWN = { heart: () => <HeartIcon filled />, repost: RepostIcon, reply: ReplyIcon, zap: ZapIcon };

/** Drawn icons for the kinds (no emoji font needed), the reaction's own emoji as text. */
function RowIcon({ icon }: { icon: NotificationIcon }) {
  if ('text' in icon) return <Icon aria-hidden="true">{icon.text}</Icon>;
  const Drawn = DRAWN[icon.drawn];
  return (
    <Icon aria-hidden="true" data-icon={icon.drawn}>
      <Drawn />
    </Icon>
  );
}

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.xs}px;
  min-width: 0;
`;

const Summary = styled.div`
  color: ${(p) => p.theme.colors.text};
  overflow-wrap: anywhere;
`;

const Excerpt = styled(Link)`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${(p) => p.theme.colors.muted};
  text-decoration: none;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  &:hover {
    color: ${(p) => p.theme.colors.text};
  }
`;

export interface NotificationRowProps {
  group: NotificationGroup;
  /** The user's note the group is about, once loaded (likes, reposts, zaps). */
  note?: NostrEvent;
  highlighted: boolean;
  /** Fixed "now" in ms for the time label (stories). */
  now?: number;
}

/** Where the excerpt links and what it says: replies and mentions quote themselves, others the user's note. */
function quoted(group: NotificationGroup, note?: NostrEvent): { path: string; text: string } | null {
  if (quotesOwnEvent(group)) return { path: notePath(group.id), text: excerpt(group.content) || 'View post' };
  if (!group.originalEventId) return null;
  return { path: notePath(group.originalEventId), text: note ? excerpt(note.content) || 'View post' : 'View post' };
}

/** One group: icon, up to 3 avatars and names then '+N', what they did, when, and the note it is about. */
export function NotificationRow({ group, note, highlighted, now }: NotificationRowProps) {
  const { named, more } = namedUsers(group);
  const quote = quoted(group, note);
  return (
    <Row $highlighted={highlighted} data-testid="notification-row" data-highlighted={highlighted ? 'true' : undefined}>
      <RowIcon icon={notificationIcon(group)} />
      <Body>
        <ActorAvatars pubkeys={named} />
        <Summary>
          <ActorNames pubkeys={named} more={more} /> {actionLabel(group)} · <TimeAgo timestamp={group.time} now={now} />
        </Summary>
        {quote && <Excerpt to={quote.path}>{quote.text}</Excerpt>}
      </Body>
    </Row>
  );
}
