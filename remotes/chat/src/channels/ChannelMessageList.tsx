import styled from '@emotion/styled';
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { ChannelMessage } from '@app/core/chat';
import { ChannelMessageItem, type ChannelMessageItemProps } from './ChannelMessageItem';

const Log = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${(p) => p.theme.spacing.sm}px;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.accent};
    outline-offset: -2px;
  }
`;

const Items = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.xs}px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Nothing = styled.p`
  margin: ${(p) => p.theme.spacing.xl}px 0;
  color: ${(p) => p.theme.colors.muted};
  text-align: center;
`;

/** How close to the bottom (px) still counts as reading the newest messages. */
const AT_BOTTOM_PX = 48;

/** Props of ChannelMessageList (the item's callbacks are passed to every message). */
export interface ChannelMessageListProps extends Omit<ChannelMessageItemProps, 'message' | 'answered' | 'mine'> {
  /** Oldest first. */
  messages: readonly ChannelMessage[];
  /** The user's hex public key (their own messages); null or undefined for a visitor. */
  me: string | null | undefined;
}

/** A channel's messages as a live log, oldest first; it keeps the newest in view unless the reader scrolled up. */
export function ChannelMessageList({ messages, me, ...item }: ChannelMessageListProps) {
  const byId = useMemo(() => new Map(messages.map((message) => [message.id, message])), [messages]);
  const log = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const newest = `${messages.length}:${messages.at(-1)?.id}`;
  useLayoutEffect(() => {
    if (log.current && atBottom.current) log.current.scrollTop = log.current.scrollHeight;
  }, [newest]);
  const onScroll = () => {
    const element = log.current;
    if (element) atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight <= AT_BOTTOM_PX;
  };
  return (
    <Log ref={log} role="log" aria-label="Channel messages" tabIndex={0} onScroll={onScroll}>
      {messages.length === 0 ? (
        <Nothing>No messages yet.</Nothing>
      ) : (
        <Items>
          {messages.map((message) => (
            <ChannelMessageItem
              key={message.id}
              message={message}
              answered={message.replyTo ? byId.get(message.replyTo) : undefined}
              mine={Boolean(me) && message.author === me}
              {...item}
            />
          ))}
        </Items>
      )}
    </Log>
  );
}
