import type { DatabaseHandle } from '../db/database-handle'
import { systemClock, type Clock } from '../policies/clock'
import type { Profile } from '../profiles/profile'
import { fromCompactProfile, isCompactProfile, toCompactProfile, type CompactProfile } from './compact-profile'

/** Spec 3 §9 'Profile cache': 100000 entries, at least 10 to save, save debounce 5 s. */
export const PROFILE_CACHE_MAX = 100_000
/** Below this many profiles the save is skipped with a warning. */
export const PROFILE_CACHE_MIN_TO_SAVE = 10
/** Saves wait for 5 s without changes. */
export const PROFILE_CACHE_SAVE_DEBOUNCE_MS = 5000
/** A steady stream of profiles still saves at least this often (the debounce alone would never fire). */
export const PROFILE_CACHE_SAVE_MAX_WAIT_MS = 30_000
/** The cacheData row holding the compact rows. */
export const PROFILE_CACHE_KEY = 'profileCache'

/** Named profiles kept as compact rows, persisted in one cacheData row, with a bundled fallback. */
export interface ProfileCache {
  /** Reads the saved rows, or the bundled fallback when there are none (once; later calls share it). */
  load(): Promise<void>
  get(pubkey: string): Profile | undefined
  /** The short nip05 name kept for a cached profile ('' when none). */
  nip05Of(pubkey: string): string
  /** All cached profiles, oldest added first. */
  profiles(): Profile[]
  /** The compact rows themselves, oldest added first. */
  rows(): CompactProfile[]
  /** Calls `listener` with each row added or replaced from now on; returns the unsubscribe. */
  onAdd(listener: (row: CompactProfile) => void): () => void
  /** Keeps a profile (if it has a name) and schedules a save. */
  add(profile: Profile): void
  /** Saves now (skipped with a warning below 10 profiles). */
  save(): Promise<void>
  dispose(): void
}

/** Options of createProfileCache. */
export interface ProfileCacheOptions {
  db?: DatabaseHandle
  clock?: Clock
  /** The bundled rows (default: the generated profile-fallback-data module, imported lazily). */
  fallback?: () => Promise<unknown[]>
  maxEntries?: number
  saveDebounceMs?: number
}

const bundledFallback = () => import('./profile-fallback-data').then((module) => module.default)

/** Creates the profile cache; nothing is read until `load()`. */
export function createProfileCache(opts: ProfileCacheOptions = {}): ProfileCache {
  const clock = opts.clock ?? systemClock
  const max = opts.maxEntries ?? PROFILE_CACHE_MAX
  const rows = new Map<string, CompactProfile>()
  let loading: Promise<void> | null = null
  let timer: unknown = null
  let firstUnsavedAt: number | null = null
  const listeners = new Set<(row: CompactProfile) => void>()

  function keep(row: CompactProfile) {
    rows.delete(row[0])
    rows.set(row[0], row)
    if (rows.size > max) rows.delete(rows.keys().next().value as string)
  }

  async function read(): Promise<void> {
    const saved = opts.db ? await opts.db.read((d) => d.cacheData.get(PROFILE_CACHE_KEY), undefined) : undefined
    const list = Array.isArray(saved?.value) && saved.value.length > 0 ? saved.value : await loadFallback()
    for (const row of list) if (isCompactProfile(row) && !rows.has(row[0])) keep(row)
  }

  async function loadFallback(): Promise<unknown[]> {
    return (opts.fallback ?? bundledFallback)().catch((error: unknown) => {
      console.warn('Bundled profile data unavailable', error)
      return []
    })
  }

  async function save(): Promise<void> {
    clock.clearTimeout(timer)
    timer = null
    firstUnsavedAt = null
    if (rows.size < PROFILE_CACHE_MIN_TO_SAVE) {
      console.warn(`Profile cache not saved: ${rows.size} profiles, at least ${PROFILE_CACHE_MIN_TO_SAVE} needed`)
      return
    }
    const value = [...rows.values()]
    await opts.db?.use((d) => d.cacheData.put({ key: PROFILE_CACHE_KEY, value, updatedAt: clock.now() }), undefined)
  }

  function scheduleSave() {
    firstUnsavedAt ??= clock.now()
    const debounce = opts.saveDebounceMs ?? PROFILE_CACHE_SAVE_DEBOUNCE_MS
    const delay = Math.min(debounce, firstUnsavedAt + PROFILE_CACHE_SAVE_MAX_WAIT_MS - clock.now())
    clock.clearTimeout(timer)
    timer = clock.setTimeout(() => void save(), Math.max(0, delay))
  }

  return {
    load: () => (loading ??= read()),
    get: (pubkey) => {
      const row = rows.get(pubkey)
      return row && fromCompactProfile(row)
    },
    nip05Of: (pubkey) => rows.get(pubkey)?.[2] ?? '',
    profiles: () => [...rows.values()].map(fromCompactProfile),
    rows: () => [...rows.values()],
    onAdd(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    add(profile) {
      const row = toCompactProfile(profile)
      if (!row) return
      keep(row)
      listeners.forEach((listener) => listener(row))
      scheduleSave()
    },
    save,
    dispose: () => clock.clearTimeout(timer),
  }
}
