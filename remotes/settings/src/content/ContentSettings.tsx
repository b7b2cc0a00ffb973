import { useSettingsGroup } from '../store/useSettingsGroup';
import { ContentSettingsView } from './ContentSettingsView';

/** /settings/content: reads and writes the content group of the settings store. */
export function ContentSettings() {
  const [content, update] = useSettingsGroup('content');
  return <ContentSettingsView value={content} onChange={update} />;
}
