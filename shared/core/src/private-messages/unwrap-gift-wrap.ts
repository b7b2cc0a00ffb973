import { getEventHash } from 'nostr-tools/pure'
import type { NostrEvent } from '../nostr-types'
import { SIGNER_ERRORS } from '../signers/signer-errors'
import { isCiphertextError } from './decrypt-errors'
import { GIFT_WRAP_KIND, SEAL_KIND } from './gift-wrap'

/** A NIP-59 rumor as received: unsigned, its id checked, its author the seal's. */
export interface ReceivedRumor {
  id: string
  pubkey: string
  kind: number
  content: string
  tags: string[][]
  created_at: number
}

/** What unwrapping needs of the user's signer: NIP-44 decryption from a counterpart's key. */
export type Nip44Decrypt = (pubkey: string, ciphertext: string) => Promise<string>

/** Why a gift wrap was refused (kept so it is never decrypted again); any other error is the signer's (try again). */
export class UnwrapError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UnwrapError'
  }
}

const HEX64 = /^[0-9a-f]{64}$/

function parseJson(text: string, what: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new UnwrapError(`The ${what} is not JSON`)
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new UnwrapError(`The ${what} is not an event`)
  return value as Record<string, unknown>
}

const isTags = (tags: unknown): tags is string[][] => Array.isArray(tags) && tags.every((tag) => Array.isArray(tag) && tag.every((part) => typeof part === 'string'))

function readRumor(value: Record<string, unknown>): ReceivedRumor {
  const { pubkey, kind, content, tags, created_at } = value
  if (typeof pubkey !== 'string' || !HEX64.test(pubkey) || !Number.isInteger(kind) || typeof content !== 'string' || !isTags(tags) || !Number.isInteger(created_at)) {
    throw new UnwrapError('The rumor is not an event')
  }
  const rumor = { pubkey, kind: kind as number, content, tags, created_at: created_at as number }
  const id = getEventHash(rumor)
  if (value.id !== undefined && value.id !== id) throw new UnwrapError('The rumor’s id does not match its content')
  return { id, ...rumor }
}

/** Decrypts through the signer: a bad ciphertext is the wrap's fault (UnwrapError), any other failure the signer's. */
const opened = (decrypt: Nip44Decrypt, pubkey: string, ciphertext: string) =>
  decrypt(pubkey, ciphertext).catch((error: unknown) => Promise.reject(isCiphertextError(error) ? new UnwrapError(SIGNER_ERRORS.decryptFailed) : error))

/**
 * NIP-59 unwrapping as NIP-17 requires: the wrap opened with the user's key, the seal's signature checked, the seal
 * opened, and the rumor's author the seal's signer (else anyone could put words in another's mouth).
 */
export async function unwrapGiftWrap(wrap: NostrEvent, decrypt: Nip44Decrypt, verify: (event: NostrEvent) => boolean | Promise<boolean>): Promise<ReceivedRumor> {
  if (wrap.kind !== GIFT_WRAP_KIND) throw new UnwrapError('Not a gift wrap')
  const seal = parseJson(await opened(decrypt, wrap.pubkey, wrap.content), 'seal') as unknown as NostrEvent
  if (seal.kind !== SEAL_KIND || typeof seal.pubkey !== 'string' || typeof seal.content !== 'string') throw new UnwrapError('The seal is not a kind-13 event')
  if (!(await verify(seal))) throw new UnwrapError('The seal’s signature is invalid')
  const rumor = readRumor(parseJson(await opened(decrypt, seal.pubkey, seal.content), 'rumor'))
  if (rumor.pubkey !== seal.pubkey) throw new UnwrapError('The rumor’s author is not the seal’s signer')
  return rumor
}
