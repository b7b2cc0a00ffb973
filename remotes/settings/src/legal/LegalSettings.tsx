import { useSettingsGroup } from '../store/useSettingsGroup';
import { LegalSettingsView } from './LegalSettingsView';

/** /settings/legal: reads the legal group of the settings store; accepting the terms writes it. */
export function LegalSettings() {
  const [legal, update] = useSettingsGroup('legal');
  return <LegalSettingsView value={legal} onChange={update} />;
}
