import { useSettingsGroup } from '../store/useSettingsGroup';
import { DesktopSettingsView } from './DesktopSettingsView';

/** /settings/desktop: reads and writes the desktop group of the settings store. */
export function DesktopSettings() {
  const [desktop, update] = useSettingsGroup('desktop');
  return <DesktopSettingsView value={desktop} onChange={update} />;
}
