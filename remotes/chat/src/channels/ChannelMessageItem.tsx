import styled from '@emotion/styled';
import type { ChannelMessage } from '@app/core/chat';
import { TimeAgo } from '@app/ui/nostr';
import { AuthorAvatar, AuthorLink, AuthorName } from './ChannelAuthor';
import { firstLine } from './channel-display';

const Item = styled.li`
  display: flex;
  gap: ${(p) => p.theme.spacing.sm}px;
  padding: ${(p) => p.theme.spacing.sm}px;
  border-radius: ${(p) => p.theme.radius.md}px;
  &:hover,
  &:focus-within {
    background: ${(p) => p.theme.colors.surface};
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${(p) => p.theme.spacing.sm}px;
  min-width: 0;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  word-break: normal;
`;

const Quote = styled.div`
  padding: 2px ${(p) => p.theme.spacing.sm}px;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.muted};
  border-inline-start: 3px solid ${(p) => p.theme.colors.accent};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.xs}px;
`;

/** A small text button under a message. */
const Action = styled.button`
  padding: 2px 6px;
  font: inherit;
  font-size: ${(p) => p.theme.fontSizes.xs}px;
  font-weight: 600;
  color: ${(p) => p.theme.colors.muted};
  background: transparent;
  border: 0;
  border-radius: ${(p) => p.theme.radius.sm}px;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.surfaceRaised};
  }
`;

/** Props of ChannelMessageItem. */
export interface ChannelMessageItemProps {
  message: ChannelMessage;
  /** The message it answers when loaded (a reply whose target is not shows a placeholder quote). */
  answered?: ChannelMessage;
  /** The user wrote it (no 'Mute user'). */
  mine: boolean;
  /** Reply, hide and mute need a signed-in user; a visitor only reads. */
  signedIn: boolean;
  onReply(message: ChannelMessage): void;
  onHide(message: ChannelMessage): void;
  onMute(message: ChannelMessage): void;
}

/** One channel message: author, time, the text as plain text in its own direction, a reply's quote, and actions. */
export function ChannelMessageItem({ message, answered, mine, signedIn, onReply, onHide, onMute }: ChannelMessageItemProps) {
  return (
    <Item data-testid="channel-message" data-mine={mine || undefined}>
      <AuthorAvatar pubkey={message.author} />
      <Body>
        <Meta>
          <AuthorLink pubkey={message.author} />
          <TimeAgo timestamp={message.createdAt} />
        </Meta>
        {message.replyTo && (
          <Quote data-testid="reply-quote" dir="auto">
            {answered ? (
              <>
                <AuthorName pubkey={answered.author} />: {firstLine(answered.content)}
              </>
            ) : (
              'Reply to a message not loaded here'
            )}
          </Quote>
        )}
        <Text dir="auto">{message.content}</Text>
        {signedIn && (
          <Actions>
            <Action type="button" onClick={() => onReply(message)}>
              Reply
            </Action>
            <Action type="button" onClick={() => onHide(message)}>
              Hide message
            </Action>
            {!mine && (
              <Action type="button" onClick={() => onMute(message)}>
                Mute user
              </Action>
            )}
          </Actions>
        )}
      </Body>
    </Item>
  );
}
