import { normalizeRelayUrl } from '../../relay/relay-url'
import { NWC_ERRORS, NwcError } from './nwc-errors'

/** Spec 2 §3 'Remote wallet config': what a `nostr+walletconnect://` string holds. */
export interface NwcConnection {
  /** The wallet service's public key (hex). */
  walletPubkey: string
  /** Relays the wallet listens on: wss://, or ws:// on this machine. */
  relays: string[]
  /** The client's secret key (hex): signs requests and encrypts their content. */
  secret: string
  /** A lightning address the wallet suggests for the user's profile. */
  lud16?: string
}

const URI_SHAPE = /^nostr\+walletconnect:(?:\/\/)?([^?/]*)\/?\?(.*)$/i
const HEX_KEY = /^[0-9a-f]{64}$/i
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Spec 2 §5: the string must yield the wallet pubkey, at least one usable relay and the secret,
 * else it throws NWC_ERRORS.invalidConnection.
 */
export function parseNwcConnection(uri: string): NwcConnection {
  const match = URI_SHAPE.exec(typeof uri === 'string' ? uri.trim() : '')
  const params = new URLSearchParams(match?.[2] ?? '')
  const walletPubkey = match?.[1] ?? ''
  const secret = params.get('secret') ?? ''
  const relays = usableRelays(params.getAll('relay'))
  if (!HEX_KEY.test(walletPubkey) || !HEX_KEY.test(secret) || relays.length === 0) {
    throw new NwcError(NWC_ERRORS.invalidConnection)
  }
  const lud16 = params.get('lud16')?.trim()
  return {
    walletPubkey: walletPubkey.toLowerCase(),
    relays,
    secret: secret.toLowerCase(),
    ...(lud16 ? { lud16 } : {}),
  }
}

/** Normalised, de-duplicated relays that may carry wallet traffic; the others are dropped. */
export function usableRelays(candidates: readonly string[]): string[] {
  const kept = new Set<string>()
  for (const candidate of candidates) {
    const url = safeNormalize(candidate)
    if (url && isUsableRelay(url)) kept.add(url)
  }
  return [...kept]
}

/** wss:// anywhere; ws:// only on the loopback interface, so local services work. */
export function isUsableRelay(url: string): boolean {
  const parsed = new URL(url)
  if (parsed.protocol === 'wss:') return true
  return parsed.protocol === 'ws:' && LOOPBACK_HOSTS.has(parsed.hostname)
}

function safeNormalize(candidate: string): string | undefined {
  // A bare host would become wss:// through normalizeRelayUrl; only explicit WebSocket URLs count here.
  if (!/^wss?:\/\//i.test(candidate.trim())) return undefined
  try {
    return normalizeRelayUrl(candidate)
  } catch {
    return undefined
  }
}
