import type { ReactNode } from 'react';
import { Page, PageHeader } from '@app/ui';
import type { SettingsGroupViewProps } from '../store/useSettingsGroup';
import { SettingsSection, ToggleList, ValidatedTextField } from '../ui';
import { parseHttpUrl } from '../validation/settings-validation';
import { PREFERENCE_TOGGLES, SERVER_FIELD } from './notification-fields';

/** The notifications group: the server address (saved only when valid), this browser's push, and which types to be notified about. */
export function NotificationSettingsView({ value, onChange, push }: SettingsGroupViewProps<'notifications'> & { push?: ReactNode }) {
  const { preferences } = value;
  return (
    <Page>
      <PageHeader title="Notifications" />
      <SettingsSection title="Server">
        <ValidatedTextField
          label={SERVER_FIELD.label}
          hint={SERVER_FIELD.hint}
          value={value.server}
          parse={parseHttpUrl}
          placeholder="https://api.example.com"
          onSave={(server) => onChange({ server })}
        />
      </SettingsSection>
      {push && <SettingsSection title="Push notifications">{push}</SettingsSection>}
      <SettingsSection title="Notify me about">
        <ToggleList fields={PREFERENCE_TOGGLES} values={preferences} onChange={(partial) => onChange({ preferences: { ...preferences, ...partial } })} />
      </SettingsSection>
    </Page>
  );
}
