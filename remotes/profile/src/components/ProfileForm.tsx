import styled from '@emotion/styled';
import { useId, useState, type FormEvent } from 'react';
import type { ProfileFields } from '@app/core';
import { Button, TextInput } from '@app/ui';
import { UploadButton } from './UploadButton';
import { PROFILE_FORM_FIELDS, changedFields, validateProfileForm, type ProfileFieldKey, type ProfileFormValues } from '../model/profile-form';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md}px;
  padding-top: ${({ theme }) => theme.spacing.lg}px;
`;

const Area = styled.textarea`
  min-height: 120px;
  padding: ${({ theme }) => theme.spacing.sm}px ${({ theme }) => theme.spacing.md}px;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
`;

const AreaLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
`;

export interface ProfileFormProps {
  initial: ProfileFormValues;
  /** Publishes the changed fields; a rejection shows its message. */
  onSave(changes: ProfileFields): Promise<unknown>;
  /** Uploads a picture or banner through the core's upload service (resolves with its URL). */
  onUpload?(file: File): Promise<string>;
}

const UPLOAD_LABELS: Partial<Record<ProfileFieldKey, string>> = { picture: 'Upload picture', banner: 'Upload banner' };

/** The edit form: labelled fields, inline website error (blocks Save), Save publishes only what changed. */
export function ProfileForm({ initial, onSave, onUpload }: ProfileFormProps) {
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const aboutId = useId();
  const errors = validateProfileForm(values);
  const invalid = Object.keys(errors).length > 0;
  const set = (key: ProfileFieldKey, value: string) => setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid || saving) return;
    setSaving(true);
    setFailure(null);
    onSave(changedFields(initial, values)).catch((error: unknown) => {
      setSaving(false);
      setFailure(error instanceof Error ? error.message : String(error));
    });
  };

  return (
    <Form onSubmit={submit} aria-label="Edit profile">
      {PROFILE_FORM_FIELDS.map(({ key, label, multiline }) =>
        multiline ? (
          <AreaLabel key={key} htmlFor={aboutId}>
            {label}
            <Area id={aboutId} value={values[key]} onChange={(event) => set(key, event.target.value)} />
          </AreaLabel>
        ) : (
          <div key={key}>
            <TextInput label={label} value={values[key]} error={errors[key]} onChange={(event) => set(key, event.target.value)} />
            {onUpload && UPLOAD_LABELS[key] && <UploadButton label={UPLOAD_LABELS[key]} onUpload={onUpload} onUploaded={(url) => set(key, url)} />}
          </div>
        ),
      )}
      {failure && <Failure role="alert">{failure}</Failure>}
      <Button type="submit" disabled={invalid} loading={saving}>
        Save
      </Button>
    </Form>
  );
}
