import { Page, PageHeader } from '@app/ui';
import type { SettingsGroupViewProps } from '../store/useSettingsGroup';
import { SettingsSection, ToggleList } from '../ui';
import { DESKTOP_TOGGLES } from './desktop-fields';

/** The desktop group: settings of the desktop app wrapper. */
export function DesktopSettingsView({ value, onChange }: SettingsGroupViewProps<'desktop'>) {
  return (
    <Page>
      <PageHeader title="Desktop" />
      <SettingsSection title="Desktop app">
        <ToggleList fields={DESKTOP_TOGGLES} values={value} onChange={onChange} />
      </SettingsSection>
    </Page>
  );
}
