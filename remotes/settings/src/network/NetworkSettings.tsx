import { useCore, useObservable } from '@app/ui';
import { useSettingsGroup, useUserSettings } from '../store/useSettingsGroup';
import { LazyPeerActivity } from './peers/LazyPeerActivity';
import { NetworkSettingsView } from './NetworkSettingsView';

/** /settings/network: the relay list with status colours (applied to the pool at once, persisted, and a signed-in user's published as NIP-65), and the user store's relay switches; the connected peers when peer-to-peer is on. */
export function NetworkSettings() {
  const core = useCore();
  const configs = useObservable(core.relays.configs$, core.relays.get());
  const statuses = useObservable(core.pool.status$, []);
  const [user, updateUser] = useUserSettings();
  const [network] = useSettingsGroup('network');
  return (
    <NetworkSettingsView
      configs={configs}
      statuses={statuses}
      onAdd={(input) => core.relays.add(input)}
      onToggle={(url) => core.relays.toggle(url)}
      onRemove={(url) => core.relays.remove(url)}
      onSetRole={(url, role, on) => core.relays.setRole(url, role, on)}
      connection={{ ndkOutboxModel: user.ndkOutboxModel, autoConnectUserRelays: user.autoConnectUserRelays }}
      onConnectionChange={updateUser}
      peers={network.webrtcEnabled ? <LazyPeerActivity withLog={false} /> : undefined}
    />
  );
}
