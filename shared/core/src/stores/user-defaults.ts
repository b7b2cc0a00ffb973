import type { RelayConfig } from '../relay/relay-list-store'

/** A media upload server (spec 3 §3 Media server entries). */
export interface MediaServer {
  url: string
  protocol: 'blossom' | 'nip96'
}

/** The user-storage state, version 2 (spec 3 §3). */
export interface UserState {
  publicKey: string
  /**
   * At rest this is an ncryptsec (NIP-49) when the user set a password, else the hex key; only the
   * signer store reads or writes it, and it is never handed to a remote (spec 3 issue item 10).
   */
  privateKey?: string
  nip07Login: boolean
  DHTPublicKey: string
  DHTPrivateKey: string
  relays: string[]
  relayConfigs: RelayConfig[]
  mediaservers: MediaServer[]
  defaultMediaserver: MediaServer | null
  walletConnect: string
  /** Bits of a quick zap; 0 when none is saved. */
  defaultZapAmount: number
  defaultZapComment: string
  ndkOutboxModel: boolean
  autoConnectUserRelays: boolean
  hasHydrated: boolean
}

/** Known public servers of the spec's default list, keyed by the spec's names. */
export const KNOWN_MEDIA_SERVERS = {
  nostr_build: { url: 'https://blossom.nostr.build', protocol: 'blossom' },
  nostr_check: { url: 'https://nostrcheck.me', protocol: 'nip96' },
} as const satisfies Record<string, MediaServer>

/** The spec's defaults: the product's Blossom server (when the deployment names one), nostr.build, nostrcheck. */
export function defaultMediaservers(productMediaServerUrl?: string): MediaServer[] {
  const product: MediaServer[] = productMediaServerUrl ? [{ url: productMediaServerUrl, protocol: 'blossom' }] : []
  return [...product, { ...KNOWN_MEDIA_SERVERS.nostr_build }, { ...KNOWN_MEDIA_SERVERS.nostr_check }]
}

/** Deployment facts the user defaults depend on. */
export interface UserEnvironment {
  /** The {product} media server of spec 3 §3; omitted from the defaults when unset. */
  productMediaServerUrl?: string
  /** Default relays from the runtime config. */
  relays?: string[]
}

/** Every default of the user store. */
export function defaultUserState(env: UserEnvironment = {}): UserState {
  const mediaservers = defaultMediaservers(env.productMediaServerUrl)
  return {
    publicKey: '',
    privateKey: undefined,
    nip07Login: false,
    DHTPublicKey: '',
    DHTPrivateKey: '',
    relays: env.relays ?? [],
    relayConfigs: (env.relays ?? []).map((url) => ({ url, disabled: false })),
    mediaservers,
    defaultMediaserver: mediaservers[0] ?? null,
    walletConnect: '',
    defaultZapAmount: 0, // none saved: the dialog offers 21, and a tap on zap opens it (no quick zap)
    defaultZapComment: '',
    ndkOutboxModel: true,
    autoConnectUserRelays: true,
    hasHydrated: false,
  }
}
