import { addressPath, eventPath, notePath, profilePath } from '../links/encode-link'
import type { NamePointer } from '../names/nip05-document'
import type { NostrEvent } from '../nostr-types'
import { classifySearchInput, type SearchInput } from './search-input'

/** Where a search box sends its text: a route (with navigation state for the wallet), or an error to show. */
export type SearchDestination = { path: string; state?: { invoice: string } } | { error: string }

/** Which search a plain text goes to: the posts (/search) or the people (/u). */
export type SearchScope = 'posts' | 'people'

/** The lookups a 64-hex string and a NIP-05 name need. */
export interface SearchLookups {
  /** Whether a profile (kind 0) exists for this key: cached, or found on the relays. */
  hasProfile(pubkey: string): Promise<boolean>
  getEvent(id: string): Promise<NostrEvent | null>
  lookupName(name: string): Promise<NamePointer | null>
}

/** The path of a plain text search in `scope` ('' goes back to /search, spec 1 §5). */
export function textSearchPath(query: string, scope: SearchScope = 'posts'): string {
  const text = query.trim()
  if (!text) return '/search'
  return `${scope === 'people' ? '/u' : '/search'}/${encodeURIComponent(text)}`
}

/** Spec 1 §5: where the box's text leads, asking the relays and the name's domain when it has to. */
export async function searchDestination(raw: string, scope: SearchScope, lookups: SearchLookups): Promise<SearchDestination> {
  const input = classifySearchInput(raw)
  switch (input.type) {
    case 'empty':
      return { path: '/search' }
    case 'invoice':
      return { path: '/wallet', state: { invoice: input.invoice } }
    case 'link':
      return { path: linkPath(input.link) }
    case 'invalid':
      return { error: `Not a valid Nostr identifier: ${input.reason}` }
    case 'hex':
      return hexDestination(input.hex, lookups)
    case 'nip05':
      return nameDestination(input.name, lookups)
    case 'text':
      return { path: textSearchPath(input.query, scope) }
  }
}

function linkPath(link: Extract<SearchInput, { type: 'link' }>['link']): string {
  if (link.type === 'profile') return profilePath(link.pubkey, link.relays)
  if (link.type === 'event') return notePath(link.id, { author: link.author, relays: link.relays, kind: link.kind })
  return addressPath(link)
}

/** Spec 1 §5: a user if a profile exists, else a note if an event has that id. */
async function hexDestination(hex: string, lookups: SearchLookups): Promise<SearchDestination> {
  const [profile, event] = await Promise.all([lookups.hasProfile(hex).catch(() => false), lookups.getEvent(hex).catch(() => null)])
  if (profile) return { path: profilePath(hex) }
  if (event) return { path: eventPath(event) }
  return { error: 'No profile or note found for this key' }
}

async function nameDestination(name: string, lookups: SearchLookups): Promise<SearchDestination> {
  const pointer = await lookups.lookupName(name).catch(() => null)
  return pointer ? { path: profilePath(pointer.pubkey, pointer.relays) } : { error: `Could not find ${name}` }
}
