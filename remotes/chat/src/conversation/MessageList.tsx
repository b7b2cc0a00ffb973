import styled from '@emotion/styled';
import { useMemo, useRef } from 'react';
import type { ChatMessage } from '@app/core/chat';
import { useNow } from '@app/ui';
import { dayLabel, groupMessages } from './group-messages';
import type { MessageBubbleProps } from './MessageBubble';
import { MessageGroupView } from './MessageGroupView';
import { useStickToBottom } from './useStickToBottom';

const Log = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.md}px;
  padding: ${(p) => p.theme.spacing.md}px ${(p) => p.theme.spacing.sm}px;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.accent};
    outline-offset: -2px;
  }
`;

const Day = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.md}px;
  font-size: ${(p) => p.theme.fontSizes.xs}px;
  font-weight: 600;
  color: ${(p) => p.theme.colors.muted};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
`;

const Nothing = styled.p`
  margin: auto;
  color: ${(p) => p.theme.colors.muted};
  text-align: center;
`;

export interface MessageListProps extends Omit<MessageBubbleProps, 'message' | 'answered' | 'last' | 'onContentLoad'> {
  /** Oldest first. */
  messages: readonly ChatMessage[];
}

/** The conversation's messages (a live log), oldest first, grouped by author and day; it keeps its bottom in view. */
export function MessageList({ messages, ...bubble }: MessageListProps) {
  const now = useNow();
  const items = useMemo(() => groupMessages(messages), [messages]);
  const byId = useMemo(() => new Map(messages.map((message) => [message.id, message])), [messages]);
  const log = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1);
  const { onScroll, onContentLoad } = useStickToBottom(log, `${messages.length}:${newest?.id}`, newest?.author === bubble.me);
  return (
    <Log ref={log} role="log" aria-label="Messages" tabIndex={0} onScroll={onScroll}>
      {messages.length === 0 && <Nothing>No messages yet. Say hello!</Nothing>}
      {items.map((item) =>
        item.type === 'day' ? (
          <Day key={item.key} data-testid="day-separator">
            {dayLabel(item.dayStart, now)}
          </Day>
        ) : (
          <MessageGroupView key={item.key} group={item} byId={byId} onContentLoad={onContentLoad} {...bubble} />
        ),
      )}
    </Log>
  );
}
