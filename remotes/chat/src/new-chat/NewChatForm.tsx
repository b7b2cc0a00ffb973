import styled from '@emotion/styled';
import { useRef, useState, type FormEvent } from 'react';
import type { ChatService } from '@app/core/chat';
import { Button, TextInput } from '@app/ui';
import { cleanSubject, SUBJECT_MAX_LENGTH } from '../conversation/subject';
import { chatPath } from '../routes/chat-routes';
import { addPeople, notAUser, participantsOf, readRecipients } from './parse-recipients';
import { RecipientField } from './RecipientField';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.md}px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${(p) => p.theme.spacing.sm}px;
`;

const Failure = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.error};
  overflow-wrap: anywhere;
`;

/** Where Start leads: the conversation's path, and the subject its first message sets. */
export interface NewChatTarget {
  path: string;
  subject?: string;
}

/** Props of NewChatForm. */
export interface NewChatFormProps {
  service: ChatService;
  /** The user's hex public key. */
  me: string;
  /** The conversation exists (sessionIdFor): open it. */
  onStart(target: NewChatTarget): void;
  onCancel?(): void;
}

/**
 * Who to write to (npub, nprofile or hex keys; each read entry becomes a chip, anything else is 'Not a user: …'),
 * a subject once two or more people are chosen, and Start, which creates the conversation.
 */
export function NewChatForm({ service, me, onStart, onCancel }: NewChatFormProps) {
  const [people, setPeople] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string[]>([]);
  const [subject, setSubject] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const group = participantsOf(people, me).length >= 2;

  /** Moves the people `value` names into chips (with `whole` false the entry being typed stays); gives everyone chosen. */
  const read = (value: string, whole: boolean) => {
    const found = readRecipients(value, whole);
    const chosen = addPeople(people, found.people);
    setPeople(chosen);
    setText(found.rest);
    setInvalid(found.invalid);
    return { chosen, invalid: found.invalid };
  };

  const start = (event: FormEvent) => {
    event.preventDefault();
    const { chosen, invalid: unread } = read(text, true);
    if (unread.length > 0 || chosen.length === 0) return;
    const participants = participantsOf(chosen, me);
    try {
      service.sessionIdFor(participants);
    } catch (error) {
      return setFailure(`The conversation could not start: ${error instanceof Error ? error.message : String(error)}`);
    }
    onStart({ path: chatPath({ participants }, me), subject: participants.length >= 2 ? cleanSubject(subject) : undefined });
  };

  return (
    <Form ref={form} noValidate aria-label="New message" onSubmit={start}>
      <RecipientField
        people={people}
        me={me}
        text={text}
        error={invalid.length > 0 ? notAUser(invalid) : undefined}
        onTextChange={(value) => read(value, false)}
        onEnter={() => (text.trim() ? read(text, true) : form.current?.requestSubmit())}
        onRemove={(pubkey) => setPeople(people.filter((person) => person !== pubkey))}
      />
      {group && <TextInput label="Subject" placeholder="Optional" value={subject} onChange={(event) => setSubject(event.target.value)} maxLength={SUBJECT_MAX_LENGTH} dir="auto" />}
      {failure && <Failure role="alert">{failure}</Failure>}
      <Actions>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={people.length === 0 && text.trim() === ''}>
          Start
        </Button>
      </Actions>
    </Form>
  );
}
