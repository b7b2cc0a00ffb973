import type { RelayConfig, RelayState, RelayStatus } from '@app/core';

/** Spec 1 §4 relay toggle: enabled + connected, enabled but not connected, disabled. */
export type RelayRowState = 'connected' | 'not-connected' | 'disabled';

/** The row state of a relay from its config and the pool's statuses (authenticated counts as connected). */
export function relayRowState(config: RelayConfig, statuses: RelayStatus[]): RelayRowState {
  if (config.disabled) return 'disabled';
  const state: RelayState | undefined = statuses.find((status) => status.url === config.url)?.state;
  return state === 'connected' || state === 'authenticated' ? 'connected' : 'not-connected';
}
