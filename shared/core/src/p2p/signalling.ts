import type { EventTemplate } from '../signers'
import type { Filter, NostrEvent } from '../nostr-types'
import { SIGNALLING_EXPIRY_S, SIGNALLING_KIND, SIGNALLING_LABEL } from './p2p-constants'

/** A session description or ICE candidate as WebRTC serialises it. */
type Description = { type: 'offer' | 'answer'; sdp: string }
type Candidate = { candidate: string; sdpMid?: string | null; sdpMLineIndex?: number | null; usernameFragment?: string | null }

/** Spec 3 §7: hello {peerId} is public; offer, answer and candidate name their recipient and are encrypted to them. */
export type Signal =
  | { type: 'hello'; peerId: string }
  | { type: 'offer'; offer: Description; recipient: string; peerId: string }
  | { type: 'answer'; answer: Description; recipient: string; peerId: string }
  | { type: 'candidate'; candidate: Candidate; recipient: string; peerId: string }

export type DirectSignal = Exclude<Signal, { type: 'hello' }>

/** NIP-44 through the core's signer (the key never leaves it). */
export interface SignalCrypto {
  encrypt(pubkey: string, plaintext: string): Promise<string>
  decrypt(pubkey: string, ciphertext: string): Promise<string>
}

const tagsAt = (nowSeconds: number) => [
  ['l', SIGNALLING_LABEL],
  ['d', crypto.randomUUID()],
  ['expiration', String(nowSeconds + SIGNALLING_EXPIRY_S)],
]

/** The presence hello, in the clear: every device of the user and their mutual follows read it. */
export const helloTemplate = (uuid: string, nowSeconds: number): EventTemplate => ({
  kind: SIGNALLING_KIND,
  created_at: nowSeconds,
  tags: tagsAt(nowSeconds),
  content: JSON.stringify({ type: 'hello', peerId: uuid }),
})

export async function directTemplate(signal: DirectSignal, recipientPubkey: string, crypto: SignalCrypto, nowSeconds: number): Promise<EventTemplate> {
  return { kind: SIGNALLING_KIND, created_at: nowSeconds, tags: tagsAt(nowSeconds), content: await crypto.encrypt(recipientPubkey, JSON.stringify(signal)) }
}

/** The signalling of the last 15 s by these authors (the user's own devices and mutual follows). */
export const signallingFilter = (authors: string[], nowSeconds: number): Filter => ({
  kinds: [SIGNALLING_KIND],
  '#l': [SIGNALLING_LABEL],
  authors,
  since: nowSeconds - SIGNALLING_EXPIRY_S,
})

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length < 20_000
const isDescription = (value: unknown, type: Description['type']): value is Description =>
  typeof value === 'object' && value !== null && (value as Description).type === type && isText((value as Description).sdp)
const isCandidate = (value: unknown): value is Candidate => typeof value === 'object' && value !== null && typeof (value as Candidate).candidate === 'string'

/** A well-formed signal, or null. */
export function readSignal(value: unknown): Signal | null {
  if (typeof value !== 'object' || value === null) return null
  const signal = value as Record<string, unknown>
  if (!isText(signal.peerId)) return null
  if (signal.type === 'hello') return { type: 'hello', peerId: signal.peerId }
  if (!isText(signal.recipient)) return null
  if (signal.type === 'offer' && isDescription(signal.offer, 'offer')) return signal as unknown as Signal
  if (signal.type === 'answer' && isDescription(signal.answer, 'answer')) return signal as unknown as Signal
  if (signal.type === 'candidate' && isCandidate(signal.candidate)) return signal as unknown as Signal
  return null
}

const expiration = (event: NostrEvent) => Number(event.tags.find((tag) => tag[0] === 'expiration')?.[1] ?? NaN)

/**
 * The signal an event carries, or null: expired, not ours to read (encrypted to someone else) or malformed. A hello
 * is plain JSON; everything else must be encrypted (a plain offer could be anyone's replay).
 */
export async function openSignal(event: NostrEvent, crypto: SignalCrypto, nowSeconds: number): Promise<Signal | null> {
  if (event.kind !== SIGNALLING_KIND || !(expiration(event) >= nowSeconds)) return null
  try {
    if (event.content.startsWith('{')) {
      const signal = readSignal(JSON.parse(event.content))
      return signal?.type === 'hello' ? signal : null
    }
    return readSignal(JSON.parse(await crypto.decrypt(event.pubkey, event.content)))
  } catch {
    return null
  }
}
