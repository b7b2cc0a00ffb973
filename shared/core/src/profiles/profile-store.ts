import { BehaviorSubject, of, type Observable } from 'rxjs'
import type { ProfileCache } from '../caches/profile-cache'
import type { DatabaseHandle } from '../db/database-handle'
import type { WriteBuffer } from '../db/write-buffer'
import { systemClock, type Clock } from '../policies/clock'
import type { NostrEvent } from '../nostr-types'
import { isHex64 } from '../relay/protocol/event-shape'
import type { RelayPool } from '../relay/pool/pool-types'
import { HINT_TIMEOUT_MS } from '../events/get-event'
import { MAX_READ_RELAY_HINTS, pickRelayHints } from '../links/relay-hints'
import { chunk, createBatchWindow } from '../util/batch-window'
import { isCacheableProfile, isNewerProfile, parseProfileEvent, type Profile } from './profile'
import { matchRank, normalizeQuery, rankProfiles } from './profile-search'

/** Profiles by pubkey (batched kind 0 requests), known-profile search and ingest. */
export interface ProfileStore {
  /** With `hints` (an nprofile's relays), those relays are asked for the kind 0 at once, besides the usual batch. */
  profile$(pubkey: string, hints?: readonly string[]): Observable<Profile | undefined>
  get(pubkey: string): Profile | undefined
  /** Known profiles (memory + database), case-insensitive on name, display_name, nip05; prefix matches first. */
  search(query: string, limit?: number): Promise<Profile[]>
  /** Offer a kind 0 event seen elsewhere; kept if it is the newest for its author. */
  ingest(event: NostrEvent): void
}

/** Options of createProfileStore. */
export interface ProfileStoreOptions {
  pool: Pick<RelayPool, 'query'>
  db?: DatabaseHandle
  clock?: Clock
  /** The compact profile cache (spec 3 §3/§5): read at start, fed with every named profile seen. */
  cache?: ProfileCache
  /** Buffered writes (flushed every 10 s); without it profiles are written to `db` at once. */
  writes?: Pick<WriteBuffer, 'put'>
  /** profile$ calls within this window share one REQ (default 30 ms). */
  batchWindowMs?: number
}

/** profile$ calls within this window share one REQ. */
export const PROFILE_BATCH_WINDOW_MS = 30
/** Authors per kind 0 REQ. */
export const MAX_AUTHORS_PER_REQ = 100
const DEFAULT_SEARCH_LIMIT = 10
const SEARCH_SCAN_LIMIT = 500

/** The profile store; `cacheLoaded` settles once the profile cache (if any) has been read. */
export function createProfileStore(opts: ProfileStoreOptions): ProfileStore & { dispose(): void; cacheLoaded: Promise<void> } {
  const clock = opts.clock ?? systemClock
  const subjects = new Map<string, BehaviorSubject<Profile | undefined>>()
  const requested = new Set<string>()
  /** `{pubkey} {relay}` pairs already asked for a kind 0. */
  const hinted = new Set<string>()
  const batch = createBatchWindow<string>(opts.batchWindowMs ?? PROFILE_BATCH_WINDOW_MS, clock, fetchProfiles)

  function subjectFor(pubkey: string) {
    let subject = subjects.get(pubkey)
    if (!subject) subjects.set(pubkey, (subject = new BehaviorSubject<Profile | undefined>(opts.cache?.get(pubkey))))
    return subject
  }

  /** Subjects created before the cache was read get their cached profile now. */
  async function loadCache() {
    await opts.cache?.load()
    for (const [pubkey, subject] of subjects) {
      const cached = subject.value ? undefined : opts.cache?.get(pubkey)
      if (cached) subject.next(cached)
    }
  }
  const cacheLoaded = loadCache().catch((error: unknown) => console.warn('Profile cache unavailable', error))

  /** Newest wins; returns whether the profile was taken. */
  function apply(profile: Profile): boolean {
    const subject = subjectFor(profile.pubkey)
    if (!isNewerProfile(profile, subject.value)) return false
    subject.next(profile)
    opts.cache?.add(profile)
    return true
  }

  function fetchProfiles(pubkeys: string[]) {
    void loadStored(pubkeys)
    for (const authors of chunk(pubkeys, MAX_AUTHORS_PER_REQ)) void loadFromRelays(authors)
  }

  async function loadStored(pubkeys: string[]) {
    const db = opts.db
    if (!db) return
    const rows = await db.read((d) => d.profiles.bulkGet(pubkeys), [])
    for (const row of rows) if (isStoredProfile(row)) apply(row)
  }

  /** Asks the hinted relays not yet asked for this profile. */
  function askHints(pubkey: string, hints: readonly string[]) {
    const fresh = pickRelayHints(hints, MAX_READ_RELAY_HINTS).filter((relay) => !hinted.has(`${pubkey} ${relay}`))
    fresh.forEach((relay) => hinted.add(`${pubkey} ${relay}`))
    if (fresh.length) void loadFromRelays([pubkey], fresh)
  }

  async function loadFromRelays(authors: string[], relays?: string[]) {
    const reqOpts = relays ? { relays, eoseTimeoutMs: HINT_TIMEOUT_MS } : undefined
    const events = await opts.pool.query([{ kinds: [0], authors }], reqOpts).catch(() => [] as NostrEvent[])
    const taken = events.flatMap((event) => {
      const profile = parseProfileEvent(event)
      return profile && authors.includes(profile.pubkey) && apply(profile) ? [profile] : []
    })
    await store(taken.filter(isCacheableProfile))
  }

  async function store(profiles: Profile[]) {
    const db = opts.db
    if (opts.writes) profiles.forEach((profile) => opts.writes?.put('profiles', profile))
    else if (db && profiles.length > 0) await db.use((d) => d.profiles.bulkPut(profiles), undefined)
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
    opts.cache?.profiles().forEach(keep)
    for (const subject of subjects.values()) if (subject.value) keep(subject.value)
    return rankProfiles(known.values(), needle, limit, (profile) => opts.cache?.nip05Of(profile.pubkey) ?? '')
  }

  return {
    profile$(pubkey, hints = []) {
      if (!isHex64(pubkey)) return of(undefined)
      const subject = subjectFor(pubkey)
      askHints(pubkey, hints)
      if (!requested.has(pubkey)) {
        requested.add(pubkey)
        batch.add(pubkey)
      }
      return subject.asObservable()
    },
    get: (pubkey) => subjects.get(pubkey)?.value ?? opts.cache?.get(pubkey),
    cacheLoaded,
    search,
    ingest(event) {
      const profile = parseProfileEvent(event)
      if (profile && apply(profile)) void store(isCacheableProfile(profile) ? [profile] : [])
    },
    dispose() {
      batch.cancel()
      opts.cache?.dispose()
      subjects.forEach((subject) => subject.complete())
    },
  }
}

function isStoredProfile(row: Profile | undefined): row is Profile {
  return !!row && isHex64(row.pubkey) && Number.isSafeInteger(row.created_at)
}
