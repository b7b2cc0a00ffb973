import { useSettingsGroup } from '../store/useSettingsGroup';
import { AppearanceSettingsView } from './AppearanceSettingsView';

/** /settings/appearance: reads and writes the appearance group of the settings store. */
export function AppearanceSettings() {
  const [appearance, update] = useSettingsGroup('appearance');
  return <AppearanceSettingsView value={appearance} onChange={update} />;
}
