import { PEER_TEXTS } from './p2p-constants'

/** A browser session of a user: `pubkey:uuid` (spec 3 §3). */
export interface PeerId {
  pubkey: string
  uuid: string
}

const HEX_KEY = /^[0-9a-f]{64}$/
const UUID = /^[0-9A-Za-z-]{6,64}$/

/** Parses `pubkey:uuid`; anything else throws 'Invalid peer string'. */
export function parsePeerId(text: string): PeerId {
  const parts = typeof text === 'string' ? text.split(':') : []
  if (parts.length !== 2 || !HEX_KEY.test(parts[0]) || !UUID.test(parts[1])) throw new Error(PEER_TEXTS.invalidPeer)
  return { pubkey: parts[0], uuid: parts[1] }
}

export const formatPeerId = (peer: PeerId) => `${peer.pubkey}:${peer.uuid}`

/** The short form: the key's first 8 characters and the uuid's first 6. */
export const shortPeerId = (peer: PeerId) => `${peer.pubkey.slice(0, 8)}:${peer.uuid.slice(0, 6)}`

/** A fresh session uuid. */
export const newSessionUuid = () => crypto.randomUUID()
