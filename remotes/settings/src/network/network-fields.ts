import type { Parsed } from '../validation/settings-validation';
import type { PublicUserState, Settings } from '@app/core';
import type { BooleanKeys, FieldSpec, SelectOption } from '../ui';

type PeerToPeer = Settings['network'];

/** The relay list itself (the user store's relayConfigs). */
export const RELAY_FIELDS: readonly FieldSpec[] = [
  { key: 'relayConfigs', label: 'Relays' },
  { key: 'addRelay', label: 'Add relay' },
];

/** The user-store switches of how relays are used. */
export type RelayConnectionFlags = Pick<PublicUserState, 'ndkOutboxModel' | 'autoConnectUserRelays'>;

/** Spec 3 §3 user store: both on by default. */
export const RELAY_CONNECTION_TOGGLES: readonly FieldSpec<keyof RelayConnectionFlags>[] = [
  { key: 'ndkOutboxModel', label: 'Outbox model', hint: "Read each person's posts from the relays they publish to" },
  { key: 'autoConnectUserRelays', label: 'Connect to my relays', hint: 'Also connect to the relays of your published relay list' },
];

/** The master switch of the peer-to-peer layer. */
export const P2P_ENABLED_TOGGLE: readonly FieldSpec<BooleanKeys<PeerToPeer>>[] = [
  { key: 'webrtcEnabled', label: 'Peer-to-peer connections', hint: 'Exchange events, files and calls directly with the browsers of mutual follows, beside the relays' },
];

/** Peer count limits (spec 3 §9: 5 in and 5 out by default). */
export const PEER_LIMIT_BOUNDS = { min: 0, max: 20 } as const;

/** The peer count settings. */
export const PEER_LIMIT_FIELDS: readonly FieldSpec<'webrtcMaxOutbound' | 'webrtcMaxInbound'>[] = [
  { key: 'webrtcMaxOutbound', label: 'Max outgoing peers', hint: 'Default 5' },
  { key: 'webrtcMaxInbound', label: 'Max incoming peers', hint: 'Default 5' },
];

/** The other peer-to-peer switches. */
export const P2P_TOGGLES: readonly FieldSpec<BooleanKeys<PeerToPeer>>[] = [
  { key: 'webrtcConnectToOwnDevices', label: 'Connect to my other devices', hint: 'Without asking first' },
  { key: 'p2pOnlyMode', label: 'Peer-to-peer only', hint: 'Events come from connected peers alone; relays carry only the signalling' },
  { key: 'webrtcCallsEnabled', label: 'Calls', hint: 'Let peers call you' },
  { key: 'webrtcFileReceivingEnabled', label: 'Receive files', hint: 'Let peers send you files' },
];

/** The peer log's level. */
export const LOG_LEVEL_FIELD: FieldSpec<'webrtcLogLevel'> = { key: 'webrtcLogLevel', label: 'Log level' };

/** Spec 3 §3 webrtcLogLevel values (default info). */
export const LOG_LEVEL_OPTIONS: readonly SelectOption<PeerToPeer['webrtcLogLevel']>[] = [
  { value: 'debug', label: 'Debug' },
  { value: 'info', label: 'Info' },
  { value: 'warn', label: 'Warning' },
  { value: 'error', label: 'Error' },
];

/** STUN/TURN servers of peer connections (host candidates need none on one network). */
export const ICE_SERVERS_FIELD = { key: 'webrtcIceServers', label: 'STUN/TURN servers', hint: 'Separated by spaces; stun:, turn: or turns: addresses' } as const;

/** The servers typed (separated by spaces or commas), each a stun:, turn: or turns: address. */
export function parseIceServers(text: string): Parsed<string> {
  const servers = text.split(/[\s,]+/).filter(Boolean);
  const bad = servers.find((server) => !/^(stun|turns?):[^\s<>"]+$/.test(server));
  return bad ? { ok: false, error: `'${bad}' is not a stun:, turn: or turns: address` } : { ok: true, value: servers.join(' ') };
}
