import styled from '@emotion/styled';
import type { ChatMessage } from '@app/core/chat';
import { PersonAvatar } from '../people/PersonAvatar';
import { PersonName } from '../people/PersonName';
import type { MessageGroup } from './group-messages';
import { MessageBubble, type MessageBubbleProps } from './MessageBubble';

const Row = styled.div<{ $mine: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.spacing.sm}px;
  justify-content: ${(p) => (p.$mine ? 'flex-end' : 'flex-start')};
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.xs}px;
  flex: 1;
  min-width: 0;
`;

const Author = styled.span`
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  font-weight: 600;
  color: ${(p) => p.theme.colors.muted};
`;

export interface MessageGroupViewProps extends Omit<MessageBubbleProps, 'message' | 'answered' | 'last'> {
  group: MessageGroup;
  /** Loaded messages by id (a reply's quote). */
  byId: ReadonlyMap<string, ChatMessage>;
}

/** Consecutive messages of one author: one avatar and name for them all (none for the user's own). */
export function MessageGroupView({ group, byId, me, ...actions }: MessageGroupViewProps) {
  const mine = group.author === me;
  return (
    <Row $mine={mine} data-testid="message-group">
      {!mine && <PersonAvatar pubkey={group.author} size={32} />}
      <Column>
        {!mine && (
          <Author dir="auto">
            <PersonName pubkey={group.author} />
          </Author>
        )}
        {group.messages.map((message, index) => (
          <MessageBubble
            key={message.id}
            message={message}
            me={me}
            answered={message.replyTo ? byId.get(message.replyTo) : undefined}
            last={index === group.messages.length - 1}
            {...actions}
          />
        ))}
      </Column>
    </Row>
  );
}
