import type { RelayStatus, StorageStatus } from '@app/core';

/** What debug mode shows: the relay pool, the remotes of the runtime config, where data is kept. */
export interface DebugInfo {
  /** Every relay of the pool with its state and last error. */
  relays: RelayStatus[];
  /** How many relays the user has enabled. */
  enabledRelays: number;
  /** Remote name → manifest URL, from the runtime config. */
  remotes: Record<string, string>;
  storage: StorageStatus;
}

/** '2 / 3 relays connected': connected relays of the pool over the enabled ones. */
export function relaySummary(info: Pick<DebugInfo, 'relays' | 'enabledRelays'>): string {
  const connected = info.relays.filter((relay) => relay.state === 'connected').length;
  return `${connected} / ${info.enabledRelays} relays connected`;
}

/** One relay as a log line: 'wss://a.example/ connected', with its error or why it was cut off. */
export function relayLine(relay: RelayStatus): string {
  const why = relay.misbehaving ?? relay.error;
  return why ? `${relay.url} ${relay.state}: ${why}` : `${relay.url} ${relay.state}`;
}

/** 'On this device', or which stores run from memory for this session. */
export function storageLine(storage: StorageStatus): string {
  return storage.persistent ? 'On this device' : `In memory for this session: ${storage.inMemory.join(', ')}`;
}
