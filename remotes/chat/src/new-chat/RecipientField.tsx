import styled from '@emotion/styled';
import { useId, useRef, type KeyboardEvent } from 'react';
import { RecipientChip } from './RecipientChip';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.xs}px;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.muted};
`;

const Box = styled.div<{ $invalid: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.spacing.xs}px;
  padding: ${(p) => p.theme.spacing.xs}px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => (p.$invalid ? p.theme.colors.error : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radius.md}px;
  &:focus-within {
    border-color: ${(p) => p.theme.colors.accent};
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.xs}px;
  max-width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.textarea`
  flex: 1;
  min-width: 12em;
  max-height: 120px;
  field-sizing: content;
  resize: none;
  padding: ${(p) => p.theme.spacing.xs}px;
  font: inherit;
  font-size: ${(p) => p.theme.fontSizes.md}px;
  color: ${(p) => p.theme.colors.text};
  background: transparent;
  border: 0;
  overflow-wrap: anywhere;
  &:focus {
    outline: none;
  }
`;

const ErrorText = styled.span`
  color: ${(p) => p.theme.colors.error};
  overflow-wrap: anywhere;
`;

/** Props of RecipientField. */
export interface RecipientFieldProps {
  /** The people chosen (hex keys), shown as chips. */
  people: string[];
  me: string;
  /** What is typed after the chips. */
  text: string;
  error?: string;
  onTextChange(text: string): void;
  /** Enter: read what is typed (the form is sent when nothing is). */
  onEnter(): void;
  onRemove(pubkey: string): void;
}

/** The To field: a chip per person chosen, then a field for more (Backspace in an empty field removes the last). */
export function RecipientField({ people, me, text, error, onTextChange, onEnter, onRemove }: RecipientFieldProps) {
  const id = useId();
  const entry = useRef<HTMLTextAreaElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onEnter();
    } else if (event.key === 'Backspace' && text === '' && people.length > 0) {
      event.preventDefault();
      onRemove(people[people.length - 1]);
    }
  };
  return (
    <Field>
      <label htmlFor={id}>To</label>
      <Box $invalid={Boolean(error)}>
        {people.length > 0 && (
          <Chips aria-label="Recipients">
            {people.map((pubkey) => (
              <RecipientChip
                key={pubkey}
                pubkey={pubkey}
                me={me}
                onRemove={() => {
                  onRemove(pubkey);
                  entry.current?.focus();
                }}
              />
            ))}
          </Chips>
        )}
        <Entry
          id={id}
          ref={entry}
          rows={1}
          value={text}
          placeholder={people.length ? 'Add someone' : 'npub, nprofile or hex key'}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </Box>
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  );
}
