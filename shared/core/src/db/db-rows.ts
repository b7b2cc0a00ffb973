import type { NostrEvent } from '../nostr-types'
import type { Profile } from '../profiles/profile'

/** Row shapes of the local database tables (spec 3 §3 'Local database tables'). */
export type ProfileRow = Profile

export type EventRow = NostrEvent

/** Tag index: at most 10 tags per event (spec 3 §9). */
export interface EventTagRow {
  eventId: string
  name: string
  value: string
}

export interface Nip05Row {
  nip05: string
  pubkey: string | null
  updatedAt: number
}

export interface LnurlRow {
  address: string
  data: unknown
  updatedAt: number
}

export interface RelayStatusRow {
  url: string
  lastConnectedAt?: number
  lastError?: string
}

export interface UnpublishedEventRow {
  id: string
  event: NostrEvent
  relays: string[]
  createdAt: number
}

export interface EventRelayRow {
  eventId: string
  relay: string
}

export interface DecryptedEventRow {
  id: string
  content: string
}

export interface CacheDataRow {
  key: string
  value: unknown
  updatedAt: number
}
