import type { RelayConfig, RelayStatus } from '@app/core';

/** Sample data of the settings stories: a relay list in every row state, and the pool's view of it. */
export const CONNECTED = 'wss://relay.example.com/';
export const AUTHENTICATED = 'wss://paid.example.org/';
export const UNREACHABLE = 'wss://offline.example.net/';
export const DISABLED = 'wss://paused.example.com/';

export const relayConfigs: RelayConfig[] = [
  { url: CONNECTED, disabled: false },
  { url: AUTHENTICATED, disabled: false },
  { url: UNREACHABLE, disabled: false },
  { url: DISABLED, disabled: true },
];

export const relayStatuses: RelayStatus[] = [
  { url: CONNECTED, state: 'connected' },
  { url: AUTHENTICATED, state: 'authenticated' },
  { url: UNREACHABLE, state: 'reconnecting', error: 'connection refused' },
];

/** Twenty relays with long addresses, half of them connected. */
export const manyLongRelays: RelayConfig[] = Array.from({ length: 20 }, (_, i) => ({
  url: `wss://relay-${i + 1}.${'very-long-subdomain-'.repeat(4)}example.com/nostr/v1/`,
  disabled: i % 7 === 6,
}));

export const manyLongStatuses: RelayStatus[] = manyLongRelays.map((config, i) => ({
  url: config.url,
  state: i % 2 === 0 ? 'connected' : 'connecting',
}));

/** Theme colours of the status dot, as computed by the browser. */
export const DOT_COLOURS = {
  connected: 'rgb(62, 207, 142)',
  'not-connected': 'rgb(245, 184, 61)',
  disabled: 'rgb(240, 97, 109)',
} as const;
