import { decodeNostrLink, type DecodedLink } from '../links/decode-link'
import { parseNip05Address } from '../names/nip05-address'

/** What a search box's text asks for (spec 1 §5 'Search input'). */
export type SearchInput =
  | { type: 'empty' }
  | { type: 'invoice'; invoice: string }
  | { type: 'link'; link: Extract<DecodedLink, { type: 'profile' | 'event' | 'address' }> }
  | { type: 'invalid'; reason: string }
  | { type: 'hex'; hex: string }
  | { type: 'nip05'; name: string }
  | { type: 'text'; query: string }

const LIGHTNING = /^lightning:/i
const NOSTR_PREFIX = /^(web\+)?nostr:/i
/** Spec 1 §5: a bech32 identifier is its prefix followed by 58 to 300 characters. */
const BECH32 = /^(npub|nprofile|note|nevent|naddr)1[02-9ac-hj-np-z]{58,300}$/i
const HEX64 = /^[0-9a-f]{64}$/i
const EMAIL_LIKE = /^[^\s@]+@[^\s@]+$/

/** Classifies typed or pasted text: trimmed, `nostr:` stripped, identifiers decoded; nothing is fetched here. */
export function classifySearchInput(raw: string): SearchInput {
  const text = typeof raw === 'string' ? raw.trim() : ''
  if (!text) return { type: 'empty' }
  if (LIGHTNING.test(text)) return { type: 'invoice', invoice: text.replace(LIGHTNING, '').trim() }
  const bare = text.replace(NOSTR_PREFIX, '')
  if (BECH32.test(bare)) return decodedLink(bare)
  if (HEX64.test(bare)) return { type: 'hex', hex: bare.toLowerCase() }
  if (EMAIL_LIKE.test(bare) && parseNip05Address(bare)) return { type: 'nip05', name: bare.toLowerCase() }
  return { type: 'text', query: text }
}

function decodedLink(bech32: string): SearchInput {
  const link = decodeNostrLink(bech32)
  if (link.type === 'profile' || link.type === 'event' || link.type === 'address') return { type: 'link', link }
  return { type: 'invalid', reason: link.type === 'invalid' ? link.reason : 'Unknown identifier' }
}
