import type { RelayStatus } from '@app/core';
import { useCore, useObservable } from '@app/ui';
import { DebugInfoView } from './DebugInfoView';

/** The developer information, live from the core (shown while debug mode is on). */
export function DebugInfoPanel() {
  const core = useCore();
  const relays = useObservable(core.pool.status$, [] as RelayStatus[]);
  const enabled = useObservable(core.relays.enabledUrls$, [] as string[]);
  const storage = useObservable(core.storage.status$, core.storage.current());
  return <DebugInfoView info={{ relays, enabledRelays: enabled.length, remotes: core.config.remotes, storage }} />;
}
