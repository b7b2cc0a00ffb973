import styled from '@emotion/styled';
import { useId, useState, type FormEvent } from 'react';
import type { Channel, ChannelMetadata, ChannelService } from '@app/core/chat';
import { Button, TextInput } from '@app/ui';
import { channelFormErrors, channelMetadataOf, type ChannelFormErrors, type ChannelFormValues } from './channel-form';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.md}px;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.xs}px;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  color: ${(p) => p.theme.colors.muted};
`;

const TextArea = styled.textarea`
  min-height: 80px;
  resize: vertical;
  padding: ${(p) => p.theme.spacing.sm}px ${(p) => p.theme.spacing.md}px;
  font: inherit;
  font-size: ${(p) => p.theme.fontSizes.md}px;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  &:focus {
    border-color: ${(p) => p.theme.colors.accent};
    outline: none;
  }
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

/** Props of ChannelForm: create when no `channel` is given, else edit it. */
export interface ChannelFormProps {
  service: ChannelService;
  /** The channel to edit (its metadata fills the form; only its creator may save); without it the form creates one. */
  channel?: Channel;
  /** A channel was created with this id (open `/chats/{id}`). */
  onCreated?(id: string): void;
  /** The edit was published with this metadata. */
  onSaved?(metadata: ChannelMetadata): void;
  /** When given, a Cancel button calls it. */
  onCancel?(): void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Creates a public channel (`create`) or edits one's metadata (`editMetadata`): a name, about and an http(s) picture. */
export function ChannelForm({ service, channel, onCreated, onSaved, onCancel }: ChannelFormProps) {
  const aboutId = useId();
  const [values, setValues] = useState<ChannelFormValues>({ name: channel?.name ?? '', about: channel?.about ?? '', picture: channel?.picture ?? '' });
  const [errors, setErrors] = useState<ChannelFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: keyof ChannelFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = channelFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || saving) return;
    setSaving(true);
    setFailure(null);
    try {
      if (channel) {
        const metadata = channelMetadataOf(values, channel.relays);
        await service.editMetadata(channel.id, metadata);
        onSaved?.(metadata);
      } else {
        onCreated?.(await service.create(channelMetadataOf(values)));
      }
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label={channel ? 'Edit channel' : 'New channel'}>
      <TextInput label="Name" value={values.name} onChange={(event) => set('name')(event.target.value)} error={errors.name} maxLength={100} dir="auto" required />
      <Field>
        <label htmlFor={aboutId}>About</label>
        <TextArea id={aboutId} value={values.about} onChange={(event) => set('about')(event.target.value)} maxLength={1000} dir="auto" />
      </Field>
      <TextInput
        label="Picture URL"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={values.picture}
        onChange={(event) => set('picture')(event.target.value)}
        error={errors.picture}
      />
      {failure && <Failure role="alert">{failure}</Failure>}
      <Actions>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={saving}>
          {channel ? 'Save' : 'Create channel'}
        </Button>
      </Actions>
    </Form>
  );
}
