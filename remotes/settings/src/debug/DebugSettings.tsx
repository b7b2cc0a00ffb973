import { useSettingsGroup } from '../store/useSettingsGroup';
import { DebugInfoPanel } from './DebugInfoPanel';
import { DebugSettingsView } from './DebugSettingsView';

/** /settings/debug: reads and writes the debug group of the settings store; debug mode adds the developer information. */
export function DebugSettings() {
  const [debug, update] = useSettingsGroup('debug');
  return <DebugSettingsView value={debug} onChange={update} info={<DebugInfoPanel />} />;
}
