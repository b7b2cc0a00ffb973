import { decode } from 'nostr-tools/nip19'
import type { Filter, NostrEvent } from '../nostr-types'
import { normalizeRelayUrl } from '../relay/relay-url'
import { giftWrap, PRIVATE_MESSAGE_KIND, type SealSigner } from './gift-wrap'

/** NIP-17: the kind of a user's list of relays for private messages. */
export const DM_RELAYS_KIND = 10050

export interface MessagePool {
  query(filters: Filter[], opts?: { relays?: string[] }): Promise<NostrEvent[]>
  publish(event: NostrEvent, opts?: { relays?: string[] }): Promise<Array<{ ok: boolean }>>
}

/** Where a recipient reads private messages: their kind-10050 relays, else the hints we have. */
export async function dmRelaysOf(pool: MessagePool, pubkey: string, hints: string[]): Promise<string[]> {
  const [list] = await pool.query([{ kinds: [DM_RELAYS_KIND], authors: [pubkey], limit: 1 }], hints.length ? { relays: hints } : undefined)
  const listed = (list?.tags ?? []).filter((tag) => tag[0] === 'relay' && tag[1]).map((tag) => safeRelay(tag[1])).filter((url): url is string => url !== null)
  return listed.length ? listed : hints
}

const safeRelay = (url: string) => {
  try {
    return normalizeRelayUrl(url)
  } catch {
    return null
  }
}

/** Sends a NIP-17 kind-14 message to an npub/nprofile (or hex key), gift-wrapped, to the recipient's DM relays. */
export async function sendPrivateMessage(pool: MessagePool, signer: SealSigner, author: string, to: string, content: string): Promise<void> {
  const { pubkey, relays } = recipientOf(to)
  const wrap = await giftWrap(signer, author, pubkey, { kind: PRIVATE_MESSAGE_KIND, content, tags: [['p', pubkey]] })
  const targets = await dmRelaysOf(pool, pubkey, relays)
  const results = await pool.publish(wrap, targets.length ? { relays: targets } : undefined)
  if (!results.some((result) => result.ok)) throw new Error('No relay accepted the private message')
}

function recipientOf(to: string): { pubkey: string; relays: string[] } {
  if (/^[0-9a-f]{64}$/i.test(to)) return { pubkey: to.toLowerCase(), relays: [] }
  const decoded = decode(to.replace(/^nostr:/, ''))
  if (decoded.type === 'npub') return { pubkey: decoded.data, relays: [] }
  if (decoded.type === 'nprofile') return { pubkey: decoded.data.pubkey, relays: (decoded.data.relays ?? []).map(safeRelay).filter((url): url is string => url !== null) }
  throw new Error(`Not a user: ${to}`)
}
