import { SIGNER_ERRORS } from '../signer-errors'

/** What a bunker:// URI names: the remote signer's key, its relays and an optional one-time secret. */
export interface BunkerPointer {
  remotePubkey: string
  relays: string[]
  secret: string | null
}

const HEX_PUBKEY = /^[0-9a-f]{64}$/

/** Parses `bunker://<remote-pubkey>?relay=…&secret=…`; a missing key throws "Bunker pubkey not set". */
export function parseBunkerUri(uri: string): BunkerPointer {
  const url = new URL(uri.trim())
  if (url.protocol !== 'bunker:') throw new Error(`Not a bunker URI: ${url.protocol}`)
  const remotePubkey = (url.hostname || url.pathname.replace(/^\/+/, '')).toLowerCase()
  if (!remotePubkey) throw new Error(SIGNER_ERRORS.bunkerPubkeyMissing)
  if (!HEX_PUBKEY.test(remotePubkey)) throw new Error(`Invalid bunker pubkey: ${remotePubkey}`)
  const relays = url.searchParams.getAll('relay').filter(isRelayUrl)
  if (relays.length === 0) throw new Error('Bunker URI names no relay')
  return { remotePubkey, relays, secret: url.searchParams.get('secret') }
}

/** What the client offers in a nostrconnect:// URI for a remote signer to scan. */
export interface NostrConnectOffer {
  clientPubkey: string
  relays: string[]
  secret: string
  perms?: string[]
  name?: string
  url?: string
}

/** Builds `nostrconnect://<client-pubkey>?relay=…&secret=…&perms=…&name=…`. */
export function createNostrConnectUri(offer: NostrConnectOffer): string {
  const params = new URLSearchParams()
  for (const relay of offer.relays) params.append('relay', relay)
  params.set('secret', offer.secret)
  if (offer.perms?.length) params.set('perms', offer.perms.join(','))
  if (offer.name) params.set('name', offer.name)
  if (offer.url) params.set('url', offer.url)
  return `nostrconnect://${offer.clientPubkey}?${params}`
}

/** Reads a nostrconnect:// URI back (the remote-signer side, and tests). */
export function parseNostrConnectUri(uri: string): NostrConnectOffer {
  const url = new URL(uri.trim())
  if (url.protocol !== 'nostrconnect:') throw new Error(`Not a nostrconnect URI: ${url.protocol}`)
  const secret = url.searchParams.get('secret')
  if (!secret) throw new Error('nostrconnect URI has no secret')
  return {
    clientPubkey: url.hostname.toLowerCase(),
    relays: url.searchParams.getAll('relay').filter(isRelayUrl),
    secret,
    perms: url.searchParams.get('perms')?.split(',').filter(Boolean),
    name: url.searchParams.get('name') ?? undefined,
  }
}

function isRelayUrl(value: string): boolean {
  return /^wss?:\/\/./.test(value)
}
