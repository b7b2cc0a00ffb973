import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ChannelMessage, ChannelService } from '@app/core/chat';
import { Button } from '@app/ui';
import { Failure, Form, Label, Replying, ReplyingText, Row, TextArea } from '../ui/composer-styles';
import { AuthorName } from './ChannelAuthor';
import { firstLine } from './channel-display';

/** Props of ChannelComposer. */
export interface ChannelComposerProps {
  service: ChannelService;
  channelId: string;
  /** The message being answered ('Replying to …' shows until sent or cancelled). */
  replyTo: ChannelMessage | null;
  onCancelReply(): void;
  /** The message was posted (the reply target can be cleared). */
  onSent(): void;
}

/** Writes to a channel (`post`): Enter sends, Shift+Enter adds a line; a failed post keeps the text and says why. */
export function ChannelComposer({ service, channelId, replyTo, onCancelReply, onSent }: ChannelComposerProps) {
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (replyTo) field.current?.focus();
  }, [replyTo]);

  const send = async () => {
    const content = text.trim();
    if (!content || sending) return;
    setSending(true);
    setError(null);
    try {
      await service.post(channelId, content, replyTo ?? undefined);
      setText('');
      onSent();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {replyTo && (
        <Replying data-testid="replying-to">
          <ReplyingText dir="auto">
            Replying to <AuthorName pubkey={replyTo.author} />: {firstLine(replyTo.content)}
          </ReplyingText>
          <Button variant="ghost" size="sm" aria-label="Cancel reply" onClick={onCancelReply}>
            ×
          </Button>
        </Replying>
      )}
      <Row>
        <Label htmlFor={fieldId}>Message</Label>
        <TextArea
          id={fieldId}
          ref={field}
          rows={1}
          dir="auto"
          placeholder="Write to the channel"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
        />
        <Button type="submit" disabled={text.trim() === ''} loading={sending}>
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
