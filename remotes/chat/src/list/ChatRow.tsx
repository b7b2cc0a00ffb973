import styled from '@emotion/styled';
import type { ChatSession } from '@app/core/chat';
import { Link } from '@app/ui';
import { TimeAgo } from '@app/ui/nostr';
import { SessionAvatars } from '../people/SessionAvatars';
import { SessionTitle } from '../people/SessionTitle';
import { chatPath } from '../routes/chat-routes';
import { messagePreview } from './message-preview';

const Row = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.md}px;
  padding: ${(p) => p.theme.spacing.md}px;
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  border-radius: ${(p) => p.theme.radius.md}px;
  &:hover,
  &[aria-current='page'] {
    background: ${(p) => p.theme.colors.surfaceRaised};
    text-decoration: none;
  }
`;

const Body = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  gap: 2px;
`;

const Line = styled.span`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm}px;
  min-width: 0;
`;

const Name = styled.span<{ $unread: boolean }>`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${(p) => (p.$unread ? 700 : 600)};
`;

const Preview = styled.span<{ $unread: boolean }>`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => (p.$unread ? p.theme.colors.text : p.theme.colors.muted)};
`;

const UnreadDot = styled.span`
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: ${(p) => p.theme.radius.round}px;
  background: ${(p) => p.theme.colors.accent};
`;

export interface ChatRowProps {
  session: ChatSession;
  me: string;
  /** The conversation open beside the list. */
  active?: boolean;
}

/** One conversation in the list: who, the last message on one line, when, and a dot while unread. */
export function ChatRow({ session, me, active = false }: ChatRowProps) {
  return (
    <Row to={chatPath(session, me)} aria-current={active ? 'page' : undefined} data-testid="chat-row">
      <SessionAvatars session={session} me={me} />
      <Body>
        <Line>
          <Name $unread={session.unread}>
            <SessionTitle session={session} />
          </Name>
          {session.lastMessageAt > 0 && <TimeAgo timestamp={session.lastMessageAt} />}
        </Line>
        <Line>
          <Preview $unread={session.unread} dir="auto">
            {messagePreview(session.lastMessage, me)}
          </Preview>
          {session.unread && <UnreadDot role="img" aria-label="Unread" />}
        </Line>
      </Body>
    </Row>
  );
}
