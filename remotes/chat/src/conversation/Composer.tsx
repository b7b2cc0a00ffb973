import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ChatMessage, ChatService } from '@app/core/chat';
import { Button, VISUALLY_HIDDEN } from '@app/ui';
import { PersonName } from '../people/PersonName';
import { firstLine } from './message-text';

/** How long typing pauses before the draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 300;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.xs}px;
  padding: ${(p) => p.theme.spacing.sm}px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${(p) => p.theme.spacing.sm}px;
`;

const Label = styled.label`
  ${VISUALLY_HIDDEN}
`;

const TextArea = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: 40px;
  max-height: 160px;
  field-sizing: content;
  resize: none;
  padding: ${(p) => p.theme.spacing.sm}px ${(p) => p.theme.spacing.md}px;
  font: inherit;
  font-size: ${(p) => p.theme.fontSizes.md}px;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.lg}px;
  &:focus {
    border-color: ${(p) => p.theme.colors.accent};
    outline: none;
  }
`;

const Replying = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm}px;
  padding: ${(p) => p.theme.spacing.xs}px ${(p) => p.theme.spacing.sm}px;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.muted};
  border-inline-start: 3px solid ${(p) => p.theme.colors.accent};
`;

const ReplyingText = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Cancel = styled.button`
  padding: 0 ${(p) => p.theme.spacing.sm}px;
  font-size: ${(p) => p.theme.fontSizes.lg}px;
  line-height: 1;
  color: ${(p) => p.theme.colors.muted};
  background: transparent;
  border: 0;
  cursor: pointer;
  &:hover {
    color: ${(p) => p.theme.colors.text};
  }
`;

const Failure = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.error};
`;

export interface ComposerProps {
  service: ChatService;
  sessionId: string;
  /** The message being answered ('Replying to …' shows until sent or cancelled). */
  replyTo?: ChatMessage | null;
  onCancelReply?(): void;
  /** The message was sent (the reply target can be cleared). */
  onSent?(): void;
}

/**
 * The message field: its draft restored and saved as one types (and when leaving), Enter sends, Shift+Enter adds a
 * line; a failed send gives the text back and says why. Give it `key={sessionId}` to start afresh in another conversation.
 */
export function Composer({ service, sessionId, replyTo = null, onCancelReply, onSent }: ComposerProps) {
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(() => service.draft(sessionId));
  const [error, setError] = useState<string | null>(null);
  /** The text typed but not saved yet (null: nothing to save). */
  const unsaved = useRef<string | null>(null);

  /** Saves what was typed since the last save. */
  const flush = useCallback(() => {
    if (unsaved.current === null) return;
    service.saveDraft(sessionId, unsaved.current);
    unsaved.current = null;
  }, [service, sessionId]);

  useEffect(() => {
    const timer = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [flush, text]);

  // Leaving the conversation, or the page (a reload, a closed tab), saves at once.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  useEffect(() => {
    if (replyTo) field.current?.focus();
  }, [replyTo]);

  const change = (value: string) => {
    setText(value);
    unsaved.current = value;
  };

  // Sending clears the field at once (the message shows in the list, pending, while relays answer); a refused send
  // puts the text back (or into the draft, if the conversation was left meanwhile) and says why.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  const send = () => {
    const content = text.trim();
    if (!content) return;
    setError(null);
    setText('');
    unsaved.current = null;
    service.saveDraft(sessionId, '');
    onSent?.();
    service.send(sessionId, content, replyTo ? { replyTo: replyTo.id } : {}).catch((failure: unknown) => {
      if (!mounted.current) return service.saveDraft(sessionId, content);
      setText((current) => (current.trim() === '' ? content : current));
      unsaved.current = content;
      setError(failure instanceof Error ? failure.message : String(failure));
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {replyTo && (
        <Replying data-testid="replying-to">
          <ReplyingText dir="auto">
            Replying to <PersonName pubkey={replyTo.author} />: {replyTo.kind === 15 ? 'File' : firstLine(replyTo.content)}
          </ReplyingText>
          <Cancel type="button" aria-label="Cancel reply" onClick={onCancelReply}>
            ×
          </Cancel>
        </Replying>
      )}
      <Row>
        <Label htmlFor={fieldId}>Message</Label>
        <TextArea
          id={fieldId}
          ref={field}
          rows={1}
          dir="auto"
          placeholder="Write a message"
          value={text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
        />
        <Button type="submit" disabled={text.trim() === ''}>
          Send
        </Button>
      </Row>
      {error && (
        <Failure id={`${fieldId}-error`} role="alert">
          Not sent: {error}
        </Failure>
      )}
    </Form>
  );
}
