import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ChatMessage, ChatService, SendOptions } from '@app/core/chat';
import { Button } from '@app/ui';
import { PersonName } from '../people/PersonName';
import { AttachButton } from './AttachButton';
import { Cancel, Failure, Form, Label, Replying, ReplyingText, Row, Status, SubjectNote, TextArea } from '../ui/composer-styles';
import { firstLine } from './message-text';
import { useSendFile } from './useSendFile';

/** How long typing pauses before the draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 300;

export interface ComposerProps {
  service: ChatService;
  sessionId: string;
  /** The message being answered ('Replying to …' shows until sent or cancelled). */
  replyTo?: ChatMessage | null;
  onCancelReply?(): void;
  /** The message (or file) was sent (the reply target can be cleared). */
  onSent?(): void;
  /** A new subject (a group's): said under the field, and sent with the next message or file. */
  subject?: string;
  /** The new subject is dropped (undefined: sent, or cancelled with the button beside it) or given back (a failed send). */
  onSubjectChange?(subject: string | undefined): void;
}

/** What a message is sent with: the answered message's id, a new subject. */
const sendOptions = (replyTo: ChatMessage | null, subject: string | undefined): SendOptions => ({ ...(replyTo && { replyTo: replyTo.id }), ...(subject && { subject }) });

/**
 * The message field: its draft restored and saved as one types (and when leaving), Enter sends, Shift+Enter adds a
 * line; a failed send gives the text back and says why. The paperclip sends a file (up to 100 MB), the text untouched. Give it `key={sessionId}` to start afresh in another conversation.
 * A new `subject` goes with the next message (or file): dropped when sent, given back when the message is not.
 */
export function Composer({ service, sessionId, replyTo = null, onCancelReply, onSent, subject, onSubjectChange }: ComposerProps) {
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(() => service.draft(sessionId));
  const [error, setError] = useState<string | null>(null);
  const options = sendOptions(replyTo, subject);
  /** The subject now (a send's callbacks come later): dropped or given back only when unchanged meanwhile. */
  const currentSubject = useRef(subject);
  useLayoutEffect(() => {
    currentSubject.current = subject;
  });
  const file = useSendFile({
    service,
    sessionId,
    options,
    onSent: (sent) => {
      onSent?.();
      if (sent.subject && currentSubject.current === sent.subject) onSubjectChange?.(undefined);
    },
  });
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
    if (options.subject) onSubjectChange?.(undefined);
    service.send(sessionId, content, options).catch((failure: unknown) => {
      if (!mounted.current) return service.saveDraft(sessionId, content);
      setText((current) => (current.trim() === '' ? content : current));
      unsaved.current = content;
      setError(failure instanceof Error ? failure.message : String(failure));
      if (options.subject && currentSubject.current === undefined) onSubjectChange?.(options.subject);
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
        <AttachButton disabled={file.sending !== null} onFile={file.sendFile} />
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
      {subject && (
        <SubjectNote aria-live="polite" data-testid="subject-notice">
          <span>
            The subject changes to “<bdi>{subject}</bdi>” with your next message
          </span>
          {onSubjectChange && (
            <Cancel type="button" aria-label="Cancel the new subject" onClick={() => onSubjectChange(undefined)}>
              ×
            </Cancel>
          )}
        </SubjectNote>
      )}
      {error && (
        <Failure id={`${fieldId}-error`} role="alert">
          Not sent: {error}
        </Failure>
      )}
      {file.sending !== null && <Status role="status">Sending {file.sending}…</Status>}
      {file.error && <Failure role="alert">{file.error}</Failure>}
    </Form>
  );
}
