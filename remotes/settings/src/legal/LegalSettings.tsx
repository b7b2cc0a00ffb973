import { useSettingsGroup } from '../store/useSettingsGroup';
import { LegalSettingsView } from './LegalSettingsView';

/** /settings/legal: shows the legal group of the settings store. */
export function LegalSettings() {
  const [legal] = useSettingsGroup('legal');
  return <LegalSettingsView value={legal} />;
}
