import styled from '@emotion/styled';
import type { ChatMessage } from '@app/core/chat';
import { Badge } from '@app/ui';
import { ActionButton, ReplyArrowIcon } from './ActionButton';
import { deliveryStatus } from './delivery';
import { DeliveryIndicator } from './DeliveryIndicator';
import { FileAttachment } from './FileAttachment';
import { MessageReactions } from './MessageReactions';
import { MessageText } from './MessageText';
import { ReactionPicker } from './ReactionPicker';
import type { OpenFile } from './useOpenedFile';
import { messageElementId, ReplyQuote } from './ReplyQuote';

/** Reply and React beside the bubble: shown on hover or focus where a pointer can hover, always on touch screens. */
const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: 2px;
  @media (hover: hover) {
    opacity: 0;
    transition: opacity 0.1s;
  }
`;

const Item = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${(p) => (p.$mine ? 'flex-end' : 'flex-start')};
  max-width: 100%;
  &:hover [data-message-actions],
  &:focus-within [data-message-actions] {
    opacity: 1;
  }
`;

const BubbleRow = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-direction: ${(p) => (p.$mine ? 'row-reverse' : 'row')};
  align-items: center;
  gap: ${(p) => p.theme.spacing.xs}px;
  width: 100%;
  min-width: 0;
`;

const Bubble = styled.div<{ $mine: boolean }>`
  max-width: min(80%, 560px);
  min-width: 0;
  padding: ${(p) => p.theme.spacing.sm}px ${(p) => p.theme.spacing.md}px;
  border-radius: ${(p) => p.theme.radius.lg}px;
  background: ${(p) => (p.$mine ? p.theme.colors.accentStrong : p.theme.colors.surfaceRaised)};
  color: ${(p) => (p.$mine ? p.theme.colors.accentText : p.theme.colors.text)};
  overflow-wrap: anywhere;
  scroll-margin: ${(p) => p.theme.spacing.xl}px;
  &:focus {
    outline: 2px solid ${(p) => p.theme.colors.warning};
    outline-offset: 2px;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.spacing.xs}px;
  margin-top: 2px;
  font-size: ${(p) => p.theme.fontSizes.xs}px;
  color: ${(p) => p.theme.colors.muted};
`;

/** What NIP-04's marker says on hover. */
export const NIP04_TITLE = 'Legacy direct message (NIP-04): less private';

// Made when first used: an Intl formatter is costly to create.
let timeFormat: Intl.DateTimeFormat | undefined;
let fullFormat: Intl.DateTimeFormat | undefined;
const shortTime = (date: Date) => (timeFormat ??= new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' })).format(date);
const fullTime = (date: Date) => (fullFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' })).format(date);

export interface MessageBubbleProps {
  message: ChatMessage;
  /** The user (own messages sit on the right and show their delivery). */
  me: string;
  /** The message this one answers, when it is loaded. */
  answered?: ChatMessage;
  /** The last of its group: its time (and a plain 'Sent') show under it; the others show only what needs attention. */
  last?: boolean;
  onReply(message: ChatMessage): void;
  onReact(message: ChatMessage, emoji: string): void;
  onRetry(message: ChatMessage): Promise<void>;
  /** Opens an encrypted file (the chat service's openFile). */
  openFile: OpenFile;
  /** An image inside has loaded. */
  onContentLoad?(): void;
}

/** One message: its quote of the answered message, text or file, reactions, time, protocol, delivery and actions. */
export function MessageBubble({ message, me, answered, last = true, onReply, onReact, onRetry, openFile, onContentLoad }: MessageBubbleProps) {
  const mine = message.author === me;
  const date = new Date(message.createdAt * 1000);
  const validDate = !Number.isNaN(date.getTime());
  const delivery = mine ? deliveryStatus(message.delivery) : null;
  const showDelivery = delivery !== null && (last || delivery.state !== 'sent');
  const nip04 = message.protocol === 'nip04';
  return (
    <Item $mine={mine} data-testid="chat-message" data-mine={mine || undefined}>
      <BubbleRow $mine={mine}>
        <Bubble $mine={mine} id={messageElementId(message.id)} tabIndex={-1} title={validDate ? fullTime(date) : undefined}>
          {message.replyTo && <ReplyQuote answered={answered} />}
          {message.kind === 15 ? <FileAttachment file={message.file} openFile={openFile} onLoad={onContentLoad} /> : <MessageText content={message.content} />}
        </Bubble>
        <Actions data-message-actions>
          <ActionButton type="button" aria-label="Reply" title="Reply" onClick={() => onReply(message)}>
            <ReplyArrowIcon />
          </ActionButton>
          <ReactionPicker onReact={(emoji) => onReact(message, emoji)} />
        </Actions>
      </BubbleRow>
      <MessageReactions reactions={message.reactions} me={me} />
      {(last || nip04 || showDelivery) && (
        <Meta>
          {last && validDate && <time dateTime={date.toISOString()}>{shortTime(date)}</time>}
          {nip04 && (
            <Badge tone="warning" title={NIP04_TITLE}>
              NIP-04
            </Badge>
          )}
          {showDelivery && <DeliveryIndicator delivery={message.delivery} onRetry={() => onRetry(message)} />}
        </Meta>
      )}
    </Item>
  );
}
