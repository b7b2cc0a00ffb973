import styled from '@emotion/styled';
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { ChatMessage } from '@app/core/chat';
import { Button, useNow } from '@app/ui';
import { dayLabel, groupMessages } from './group-messages';
import type { MessageBubbleProps } from './MessageBubble';
import { MessageGroupView } from './MessageGroupView';
import { useStickToBottom } from './useStickToBottom';
import { MESSAGE_WINDOW, messageWindow } from './message-window';

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

/**
 * The conversation's messages (a live log), oldest first, grouped by author and day; it keeps its bottom in view. The
 * newest 50 render when it opens (a long conversation paints at once); 'Show earlier messages' adds 50 at a time.
 */
export function MessageList({ messages: all, ...bubble }: MessageListProps) {
  const now = useNow();
  const [shown, setShown] = useState(MESSAGE_WINDOW);
  const { visible: messages, hidden } = useMemo(() => messageWindow(all, shown), [all, shown]);
  const items = useMemo(() => groupMessages(messages), [messages]);
  const byId = useMemo(() => new Map(all.map((message) => [message.id, message])), [all]); // replies may quote older ones
  const log = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1);
  const { onScroll, onContentLoad } = useStickToBottom(log, `${all.length}:${newest?.id}`, newest?.author === bubble.me);
  const keepPlace = useKeepScrollPlace(log, shown);
  const showEarlier = () => {
    keepPlace();
    setShown((count) => count + MESSAGE_WINDOW);
  };
  return (
    <Log ref={log} role="log" aria-label="Messages" tabIndex={0} onScroll={onScroll}>
      {all.length === 0 && <Nothing>No messages yet. Say hello!</Nothing>}
      {hidden > 0 && (
        <Button variant="secondary" size="sm" onClick={showEarlier} style={{ alignSelf: 'center' }}>
          Show earlier messages ({hidden})
        </Button>
      )}
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

/** Older messages added above keep what the reader was looking at in place (the scroll grows by their height). */
function useKeepScrollPlace(log: RefObject<HTMLDivElement | null>, change: unknown) {
  const fromBottom = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = log.current;
    if (!element || fromBottom.current === null) return;
    element.scrollTop = element.scrollHeight - fromBottom.current;
    fromBottom.current = null;
  }, [log, change]);
  return () => {
    const element = log.current;
    if (element) fromBottom.current = element.scrollHeight - element.scrollTop;
  };
}
