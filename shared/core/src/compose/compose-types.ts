import type { NostrEvent } from '../nostr-types'

/** The kinds the composer can publish (spec 2 Composer: Post or Market Listing). */
export const NOTE_KIND = 1
export const LISTING_KIND = 30402

export type ComposeKind = typeof NOTE_KIND | typeof LISTING_KIND

/** Spec 2 §5: listing price currencies. */
export const LISTING_CURRENCIES = ['USD', 'EUR', 'GBP', 'BTC', 'SATS'] as const
export type ListingCurrency = (typeof LISTING_CURRENCIES)[number]

/** A listing price {amount, currency, frequency}. */
export interface ListingPrice {
  amount: string
  currency: ListingCurrency
  frequency: string
}

/** Spec 2 §9 expiration options, in seconds. */
export const EXPIRATION_OPTIONS = [
  { label: '5 minutes', seconds: 300 },
  { label: '1 hour', seconds: 3600 },
  { label: '24 hours', seconds: 86_400 },
  { label: '1 week', seconds: 604_800 },
  { label: '1 month', seconds: 2_592_000 },
  { label: '3 months', seconds: 7_776_000 },
] as const

/** What the composer holds (spec 2 §3 Compose state). */
export interface ComposeInput {
  text: string
  kind: ComposeKind
  /** imeta tags of the attached media. */
  imeta: string[][]
  /** Seconds from now after which the note expires (NIP-40), or null. */
  expirationDelta: number | null
  /** Geohash tags (g), already expanded to their prefixes. */
  gTags: string[]
  title: string
  /** Listing tagline (NIP-99 summary). */
  summary: string
  /** Listing location as text (NIP-99 location); the geohash goes into gTags. */
  location: string
  price: ListingPrice
}

/** What the note answers or quotes. */
export interface ComposeTarget {
  replyTo?: NostrEvent
  quote?: NostrEvent
}

/** Spec 2 §3 Draft: keyed per reply/quote target ('' for a new note). */
export interface Draft {
  content: string
  imeta: string[][]
  gTags: string[]
  expirationDelta: number | null
  eventKind: ComposeKind
  price: ListingPrice
  title: string
  /** Absent in drafts saved before listings had them. */
  summary?: string
  location?: string
  timestamp: number
}

export const EMPTY_PRICE: ListingPrice = { amount: '', currency: 'USD', frequency: '' }

/** An empty compose state for a kind. */
export function emptyComposeInput(kind: ComposeKind = NOTE_KIND): ComposeInput {
  return { text: '', kind, imeta: [], expirationDelta: null, gTags: [], title: '', summary: '', location: '', price: { ...EMPTY_PRICE } }
}

/** Spec 2 §8: the composer's failure message (the failure itself is only logged). */
export const COMPOSE_ERRORS = {
  createFailed: 'Failed to create note',
  notSignedIn: 'Sign in to post',
} as const
