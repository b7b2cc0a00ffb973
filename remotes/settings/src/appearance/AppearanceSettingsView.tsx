import { Page, PageHeader } from '@app/ui';
import type { SettingsGroupViewProps } from '../store/useSettingsGroup';
import { SelectField, SettingsSection, ToggleList } from '../ui';
import { LAYOUT_TOGGLES, THEME_FIELD, THEME_OPTIONS } from './appearance-fields';

/** The appearance group: theme and layout switches. */
export function AppearanceSettingsView({ value, onChange }: SettingsGroupViewProps<'appearance'>) {
  return (
    <Page>
      <PageHeader title="Appearance" />
      <SettingsSection title="Theme">
        <SelectField label={THEME_FIELD.label} value={value.theme} options={THEME_OPTIONS} onChange={(theme) => onChange({ theme })} />
      </SettingsSection>
      <SettingsSection title="Layout">
        <ToggleList fields={LAYOUT_TOGGLES} values={value} onChange={onChange} />
      </SettingsSection>
    </Page>
  );
}
