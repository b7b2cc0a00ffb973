import { Route, Routes } from '@app/ui';
import { SettingsIndex } from './SettingsIndex';
import { NetworkSettings } from '../network/NetworkSettings';

/** /settings/*: each settings section is a nested route of this remote. */
export default function SettingsPage() {
  return (
    <Routes>
      <Route index element={<SettingsIndex />} />
      <Route path="network" element={<NetworkSettings />} />
      <Route path="*" element={<SettingsIndex />} />
    </Routes>
  );
}
