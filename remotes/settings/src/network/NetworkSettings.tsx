import { useCore, useObservable } from '@app/ui';
import { NetworkSettingsView } from './NetworkSettingsView';

/** /settings/network: the relay list with status colours; changes apply to the pool at once, persist, and a signed-in user's are published (NIP-65). */
export function NetworkSettings() {
  const core = useCore();
  const configs = useObservable(core.relays.configs$, core.relays.get());
  const statuses = useObservable(core.pool.status$, []);
  return (
    <NetworkSettingsView
      configs={configs}
      statuses={statuses}
      onAdd={(input) => core.relays.add(input)}
      onToggle={(url) => core.relays.toggle(url)}
      onRemove={(url) => core.relays.remove(url)}
      onSetRole={(url, role, on) => core.relays.setRole(url, role, on)}
    />
  );
}
