import styled from '@emotion/styled';
import type { ChatMessage } from '@app/core/chat';
import { PersonName } from '../people/PersonName';
import { firstLine } from './message-text';

/** The DOM id of a message's bubble (a reply's quote scrolls to it). */
export const messageElementId = (messageId: string) => `chat-message-${messageId}`;

const Quote = styled.button`
  display: block;
  width: 100%;
  margin-bottom: ${(p) => p.theme.spacing.xs}px;
  padding: ${(p) => p.theme.spacing.xs}px ${(p) => p.theme.spacing.sm}px;
  text-align: start;
  font: inherit;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: inherit;
  background: rgba(0, 0, 0, 0.2);
  border: 0;
  border-inline-start: 3px solid ${(p) => p.theme.colors.accent};
  border-radius: ${(p) => p.theme.radius.sm}px;
  cursor: pointer;
  &:disabled {
    cursor: default;
  }
`;

const Author = styled.span`
  display: block;
  font-weight: 600;
  font-size: ${(p) => p.theme.fontSizes.xs}px;
`;

const Line = styled.span`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Scrolls the message into the middle of its list and focuses it (its outline shows which one). */
export function revealMessage(messageId: string) {
  const element = document.getElementById(messageElementId(messageId));
  if (!element) return;
  element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  element.focus({ preventScroll: true });
}

/** Above a reply: the first line of the message it answers; clicking it scrolls to that message. */
export function ReplyQuote({ answered }: { answered: ChatMessage | undefined }) {
  if (!answered) {
    return (
      <Quote type="button" disabled>
        <Line>Reply to a message not loaded here</Line>
      </Quote>
    );
  }
  const text = answered.kind === 15 ? 'File' : firstLine(answered.content);
  return (
    <Quote type="button" onClick={() => revealMessage(answered.id)} data-testid="reply-quote">
      <Author>
        <PersonName pubkey={answered.author} />
      </Author>
      <Line dir="auto">{text}</Line>
    </Quote>
  );
}
