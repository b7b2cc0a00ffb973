import { Route, Routes } from '@app/ui';
import { AccountSettings } from '../account/AccountSettings';
import { AppearanceSettings } from '../appearance/AppearanceSettings';
import { ContentSettings } from '../content/ContentSettings';
import { DebugSettings } from '../debug/DebugSettings';
import { DesktopSettings } from '../desktop/DesktopSettings';
import { ImgproxySettings } from '../imgproxy/ImgproxySettings';
import { LegalSettings } from '../legal/LegalSettings';
import { MediaServersSettings } from '../media/MediaServersSettings';
import { NetworkSettings } from '../network/NetworkSettings';
import { NotificationSettings } from '../notifications/NotificationSettings';
import { SocialGraphSettings } from '../social-graph/SocialGraphSettings';
import { SettingsIndex } from './SettingsIndex';

/** /settings/*: each settings section is a nested route of this remote (/settings/profile belongs to the profile remote). */
export default function SettingsPage() {
  return (
    <Routes>
      <Route index element={<SettingsIndex />} />
      <Route path="appearance" element={<AppearanceSettings />} />
      <Route path="content" element={<ContentSettings />} />
      <Route path="imgproxy" element={<ImgproxySettings />} />
      <Route path="notifications" element={<NotificationSettings />} />
      <Route path="network" element={<NetworkSettings />} />
      <Route path="media" element={<MediaServersSettings />} />
      <Route path="account" element={<AccountSettings />} />
      <Route path="social-graph" element={<SocialGraphSettings />} />
      <Route path="desktop" element={<DesktopSettings />} />
      <Route path="debug" element={<DebugSettings />} />
      <Route path="legal" element={<LegalSettings />} />
      <Route path="*" element={<SettingsIndex />} />
    </Routes>
  );
}
