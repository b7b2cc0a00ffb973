import { BehaviorSubject, of, type Observable } from 'rxjs'
import type { DatabaseHandle } from '../db/database-handle'
import { systemClock, type Clock } from '../policies/clock'
import type { NostrEvent } from '../nostr-types'
import { isHex64 } from '../relay/protocol/event-shape'
import type { RelayPool } from '../relay/pool/pool-types'
import { chunk, createBatchWindow } from '../util/batch-window'
import { isCacheableProfile, isNewerProfile, parseProfileEvent, type Profile } from './profile'
import { matchRank, normalizeQuery, rankProfiles } from './profile-search'

export interface ProfileStore {
  profile$(pubkey: string): Observable<Profile | undefined>
  get(pubkey: string): Profile | undefined
  /** Known profiles (memory + database), case-insensitive on name, display_name, nip05; prefix matches first. */
  search(query: string, limit?: number): Promise<Profile[]>
  /** Offer a kind 0 event seen elsewhere; kept if it is the newest for its author. */
  ingest(event: NostrEvent): void
}

export interface ProfileStoreOptions {
  pool: Pick<RelayPool, 'query'>
  db?: DatabaseHandle
  clock?: Clock
  /** profile$ calls within this window share one REQ (default 30 ms). */
  batchWindowMs?: number
}

export const PROFILE_BATCH_WINDOW_MS = 30
export const MAX_AUTHORS_PER_REQ = 100
const DEFAULT_SEARCH_LIMIT = 10
const SEARCH_SCAN_LIMIT = 500

export function createProfileStore(opts: ProfileStoreOptions): ProfileStore & { dispose(): void } {
  const clock = opts.clock ?? systemClock
  const subjects = new Map<string, BehaviorSubject<Profile | undefined>>()
  const requested = new Set<string>()
  const batch = createBatchWindow<string>(opts.batchWindowMs ?? PROFILE_BATCH_WINDOW_MS, clock, fetchProfiles)

  function subjectFor(pubkey: string) {
    let subject = subjects.get(pubkey)
    if (!subject) subjects.set(pubkey, (subject = new BehaviorSubject<Profile | undefined>(undefined)))
    return subject
  }

  /** Newest wins; returns whether the profile was taken. */
  function apply(profile: Profile): boolean {
    const subject = subjectFor(profile.pubkey)
    if (!isNewerProfile(profile, subject.value)) return false
    subject.next(profile)
    return true
  }

  function fetchProfiles(pubkeys: string[]) {
    void loadStored(pubkeys)
    for (const authors of chunk(pubkeys, MAX_AUTHORS_PER_REQ)) void loadFromRelays(authors)
  }

  async function loadStored(pubkeys: string[]) {
    const db = opts.db
    if (!db) return
    const rows = await db.use((d) => d.profiles.bulkGet(pubkeys), [])
    for (const row of rows) if (isStoredProfile(row)) apply(row)
  }

  async function loadFromRelays(authors: string[]) {
    const events = await opts.pool.query([{ kinds: [0], authors }]).catch(() => [] as NostrEvent[])
    const taken = events.flatMap((event) => {
      const profile = parseProfileEvent(event)
      return profile && authors.includes(profile.pubkey) && apply(profile) ? [profile] : []
    })
    await store(taken.filter(isCacheableProfile))
  }

  async function store(profiles: Profile[]) {
    const db = opts.db
    if (db && profiles.length > 0) await db.use((d) => d.profiles.bulkPut(profiles), undefined)
  }

  async function search(query: string, limit = DEFAULT_SEARCH_LIMIT): Promise<Profile[]> {
    const needle = normalizeQuery(query)
    if (!needle) return []
    const known = new Map<string, Profile>()
    const keep = (profile: Profile) => {
      if (isNewerProfile(profile, known.get(profile.pubkey))) known.set(profile.pubkey, profile)
    }
    const db = opts.db
    const stored = db
      ? await db.use((d) => d.profiles.filter((row) => matchRank(row, needle) >= 0).limit(SEARCH_SCAN_LIMIT).toArray(), [])
      : []
    stored.filter(isStoredProfile).forEach(keep)
    for (const subject of subjects.values()) if (subject.value) keep(subject.value)
    return rankProfiles(known.values(), needle, limit)
  }

  return {
    profile$(pubkey) {
      if (!isHex64(pubkey)) return of(undefined)
      const subject = subjectFor(pubkey)
      if (!requested.has(pubkey)) {
        requested.add(pubkey)
        batch.add(pubkey)
      }
      return subject.asObservable()
    },
    get: (pubkey) => subjects.get(pubkey)?.value,
    search,
    ingest(event) {
      const profile = parseProfileEvent(event)
      if (profile && apply(profile)) void store(isCacheableProfile(profile) ? [profile] : [])
    },
    dispose() {
      batch.cancel()
      subjects.forEach((subject) => subject.complete())
    },
  }
}

function isStoredProfile(row: Profile | undefined): row is Profile {
  return !!row && isHex64(row.pubkey) && Number.isSafeInteger(row.created_at)
}
