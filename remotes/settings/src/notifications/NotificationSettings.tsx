import { useSettingsGroup } from '../store/useSettingsGroup';
import { NotificationSettingsView } from './NotificationSettingsView';
import { PushSection } from './PushSection';

/** /settings/notifications: reads and writes the notifications group of the settings store. */
export function NotificationSettings() {
  const [notifications, update] = useSettingsGroup('notifications');
  return <NotificationSettingsView value={notifications} onChange={update} push={<PushSection />} />;
}
