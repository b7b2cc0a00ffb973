import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs'
import { readJson, writeJson, type KeyValueStorage } from '../policies/storage'
import { syncAcrossTabs } from '../policies/tab-sync'

/** The envelope written to storage (the zustand-persist shape: `{ state, version }`). */
export interface PersistedEnvelope<T> {
  state: T
  version: number
}

/** Turns a stored state of an older version into the current one, or undefined when it cannot. */
export type Migrate<T> = (state: unknown, fromVersion: number) => Partial<T> | undefined

/** Where a store reports what it could not load. */
export type StoreLogger = (message: string, detail?: unknown) => void

/** Where and how a store is saved. */
export interface PersistedStoreOptions<T> {
  storage: KeyValueStorage
  key: string
  version: number
  defaults: T
  migrate?: Migrate<T>
  log?: StoreLogger
  /** Adjusts the loaded state in memory (e.g. a hydration flag) without writing it. */
  onLoad?: (state: T) => T
}

/** An observable state object saved to storage on every update. */
export interface PersistedStore<T extends object> {
  readonly state$: Observable<T>
  get(): T
  /** Shallow merge, saved at once. */
  update(partial: Partial<T>): void
  /** One field as an observable that emits only when that field changes. */
  select<K extends keyof T>(field: K): Observable<T[K]>
  /** Back to the defaults (saved). */
  reset(): void
}

/**
 * Loads `key` (migrating older versions), then keeps storage in step with every update. Other tabs save the same key:
 * their saves are taken, and saves made at the same time merged (tab-sync.ts), so tabs end in one state.
 */
export function createPersistedStore<T extends object>(opts: PersistedStoreOptions<T>): PersistedStore<T> {
  const loaded = loadState(opts)
  const adjust = (value: T) => (opts.onLoad ? opts.onLoad(value) : value)
  const state = new BehaviorSubject<T>(adjust(loaded.state))
  const tabs = syncAcrossTabs<T>({
    storage: opts.storage,
    key: opts.key,
    current: () => state.value,
    show: (next) => state.next(next),
    load: () => adjust(loadState(opts).state),
    write: (next) => writeJson(opts.storage, opts.key, { state: next, version: opts.version } satisfies PersistedEnvelope<T>),
  })
  const save = (next: T) => tabs.save(state.value, next)
  if (loaded.migrated) save(state.value) // a newer version's data is left as is until the user changes something
  return {
    state$: state.asObservable(),
    get: () => (tabs.catchUp(), state.value),
    update: (partial) => (tabs.catchUp(), save({ ...state.value, ...partial })),
    select: <K extends keyof T>(field: K) =>
      state.pipe(
        map((value) => value[field]),
        distinctUntilChanged<T[K]>(sameJson),
      ),
    reset: () => save(opts.defaults),
  }
}

function loadState<T extends object>(opts: PersistedStoreOptions<T>): { state: T; migrated?: boolean } {
  const log = opts.log ?? ((message, detail) => console.warn(message, detail))
  const stored = readJson(opts.storage, opts.key) as Partial<PersistedEnvelope<unknown>> | undefined
  if (!stored || typeof stored !== 'object' || !isObject(stored.state)) return { state: opts.defaults }
  const version = typeof stored.version === 'number' ? stored.version : 0
  if (version === opts.version) return { state: mergeKnown(opts.defaults, stored.state as Partial<T>) }
  if (version > opts.version) {
    log(`${opts.key}: stored version ${version} is newer than ${opts.version}; using defaults`)
    return { state: opts.defaults }
  }
  const migrated = opts.migrate?.(stored.state, version)
  if (!migrated) {
    log(`${opts.key}: no migration from version ${version}; using defaults`)
    return { state: opts.defaults }
  }
  return { state: mergeKnown(opts.defaults, migrated), migrated: true }
}

/** Defaults overlaid with stored values of the same type; unknown keys are dropped. */
function mergeKnown<T extends object>(defaults: T, stored: Partial<T>): T {
  const result = { ...defaults }
  for (const key of Object.keys(defaults) as (keyof T)[]) {
    const value = stored[key]
    if (value === undefined) continue
    const fallback = defaults[key]
    if (isObject(fallback) && isObject(value)) result[key] = mergeKnown(fallback, value as never) as T[keyof T]
    else if (fallback === null || fallback === undefined || typeof fallback === typeof value) result[key] = value as T[keyof T]
  }
  return result
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b)
}
