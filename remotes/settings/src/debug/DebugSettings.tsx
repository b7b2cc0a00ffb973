import { useSettingsGroup } from '../store/useSettingsGroup';
import { DebugSettingsView } from './DebugSettingsView';

/** /settings/debug: reads and writes the debug group of the settings store. */
export function DebugSettings() {
  const [debug, update] = useSettingsGroup('debug');
  return <DebugSettingsView value={debug} onChange={update} />;
}
