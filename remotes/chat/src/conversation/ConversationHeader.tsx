import styled from '@emotion/styled';
import { Fragment } from 'react';
import type { ChatSession } from '@app/core/chat';
import { Icon, Link } from '@app/ui';
import { PersonLink } from '@app/ui/nostr';
import { SessionAvatars } from '../people/SessionAvatars';
import { SessionTitle } from '../people/SessionTitle';
import { CHATS_PATH } from '../routes/chat-routes';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.md}px;
  padding: ${(p) => p.theme.spacing.sm}px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Back = styled(Link)`
  display: inline-flex;
  padding: ${(p) => p.theme.spacing.xs}px;
  color: ${(p) => p.theme.colors.text};
  border-radius: ${(p) => p.theme.radius.round}px;
  &:hover {
    background: ${(p) => p.theme.colors.surfaceRaised};
  }
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.md}px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const People = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.muted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export interface ConversationHeaderProps {
  session: Pick<ChatSession, 'participants' | 'subject'>;
  me: string;
  /** A link back to the list (phones, where the list is not beside the conversation). */
  showBack?: boolean;
}

/** Who the conversation is with: their linked names, or a group's subject with its members' linked names below. */
export function ConversationHeader({ session, me, showBack = false }: ConversationHeaderProps) {
  const { participants } = session;
  const subject = participants.length > 1 ? session.subject?.trim() : undefined;
  const linkedNames = participants.map((pubkey, index) => (
    <Fragment key={pubkey}>
      {index > 0 && ', '}
      <PersonLink pubkey={pubkey} />
    </Fragment>
  ));
  return (
    <Bar>
      {showBack && (
        <Back to={CHATS_PATH} aria-label="Back to chats">
          <Icon name="back" size={20} />
        </Back>
      )}
      <SessionAvatars session={session} me={me} size={36} />
      <Titles>
        <Title>{subject ? <bdi>{subject}</bdi> : participants.length === 0 ? <SessionTitle session={session} /> : linkedNames}</Title>
        {subject && <People>{linkedNames}</People>}
      </Titles>
    </Bar>
  );
}
