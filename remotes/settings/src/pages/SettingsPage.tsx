import { Route, Routes } from '@app/ui';
import { NetworkSettings } from '../network/NetworkSettings';
import { SettingsIndex } from './SettingsIndex';
import * as Lazy from './lazy-sections';

/** /settings/*: each settings section is a nested route of this remote (/settings/profile belongs to the profile remote). */
export default function SettingsPage() {
  return (
    <Routes>
      <Route index element={<SettingsIndex />} />
      <Route path="appearance" element={<Lazy.LazyAppearance />} />
      <Route path="content" element={<Lazy.LazyContent />} />
      <Route path="imgproxy" element={<Lazy.LazyImgproxy />} />
      <Route path="notifications" element={<Lazy.LazyNotifications />} />
      <Route path="network" element={<NetworkSettings />} />
      <Route path="p2p" element={<Lazy.LazyPeerToPeer />} />
      <Route path="media" element={<Lazy.LazyMediaServers />} />
      <Route path="account" element={<Lazy.LazyAccount />} />
      <Route path="social-graph" element={<Lazy.LazySocialGraph />} />
      <Route path="desktop" element={<Lazy.LazyDesktop />} />
      <Route path="debug" element={<Lazy.LazyDebug />} />
      <Route path="legal" element={<Lazy.LazyLegal />} />
      <Route path="*" element={<SettingsIndex />} />
    </Routes>
  );
}
