import styled from '@emotion/styled';
import { useState } from 'react';
import { Button, TextInput } from '@app/ui';
import { cleanSubject, SUBJECT_MAX_LENGTH } from './subject';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${(p) => p.theme.spacing.sm}px;
  padding: ${(p) => p.theme.spacing.sm}px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Grow = styled.div`
  flex: 1;
  min-width: 12em;
`;

/** Props of SubjectForm. */
export interface SubjectFormProps {
  /** What the field starts with (the subject now, or the one waiting to be sent). */
  initial?: string;
  /** The subject typed, trimmed (never empty). */
  onSave(subject: string): void;
  onCancel(): void;
}

/** A group's new subject: one field, Save (once something is typed) and Cancel (or Escape). */
export function SubjectForm({ initial = '', onSave, onCancel }: SubjectFormProps) {
  const [value, setValue] = useState(initial);
  const subject = cleanSubject(value);
  return (
    <Form
      aria-label="Edit subject"
      onSubmit={(event) => {
        event.preventDefault();
        if (subject) onSave(subject);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <Grow>
        <TextInput label="Subject" value={value} onChange={(event) => setValue(event.target.value)} maxLength={SUBJECT_MAX_LENGTH} dir="auto" autoFocus />
      </Grow>
      <Button type="submit" disabled={!subject}>
        Save
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </Form>
  );
}
