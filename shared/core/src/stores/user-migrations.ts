import type { RelayConfig } from '../relay/relay-list-store'
import type { MediaServer, UserState } from './user-defaults'

/**
 * The version-1 user-storage shape: relays as a plain URL list (no per-relay toggles) and one
 * media server as a URL string.
 */
export interface UserStateV1 {
  publicKey?: string
  privateKey?: string
  nip07Login?: boolean
  DHTPublicKey?: string
  DHTPrivateKey?: string
  relays?: string[]
  mediaserver?: string
  walletConnect?: string
  defaultZapAmount?: number
  defaultZapComment?: string
  ndkOutboxModel?: boolean
}

/** v1 → v2: relayConfigs from the relay list, the single media server becomes the default entry. */
export function migrateUserState(state: unknown, fromVersion: number, defaults: UserState): Partial<UserState> | undefined {
  if (fromVersion > 1) return undefined
  const v1 = state as UserStateV1
  const relays = Array.isArray(v1.relays) ? v1.relays.filter((url) => typeof url === 'string') : defaults.relays
  const { mediaserver: legacyServer, ...kept } = v1
  const mediaservers = withLegacyServer(defaults.mediaservers, legacyServer)
  return {
    ...kept,
    relays,
    relayConfigs: relays.map((url): RelayConfig => ({ url, disabled: false })),
    mediaservers,
    defaultMediaserver: mediaservers.find((server) => server.url === legacyServer) ?? defaults.defaultMediaserver,
    autoConnectUserRelays: true,
  }
}

function withLegacyServer(defaults: MediaServer[], legacy: string | undefined): MediaServer[] {
  if (typeof legacy !== 'string' || !legacy || defaults.some((server) => server.url === legacy)) return defaults
  return [{ url: legacy, protocol: 'blossom' }, ...defaults]
}
