import { BehaviorSubject, distinctUntilChanged, map, Subject, type Observable } from 'rxjs'
import { defaultStorage, readJson, writeJson, type KeyValueStorage } from '../policies/storage'
import { normalizeRelayUrl, normalizeRelayUrls } from './relay-url'

/** Spec 1 §3 'Relay config', with the NIP-65 roles (absent means on). */
export interface RelayConfig {
  url: string
  disabled: boolean
  /** The user reads from it: others reach the user there (NIP-65 read). */
  read?: boolean
  /** The user writes to it: others read the user's notes there (NIP-65 write). */
  write?: boolean
}

export type RelayRole = 'read' | 'write'

/** Whether a relay config has a NIP-65 role (both are on unless switched off). */
export const hasRole = (config: RelayConfig, role: RelayRole): boolean => config[role] !== false

export type AddRelayResult = { ok: true; url: string } | { ok: false; error: string }

/** The user's relays with their enabled state, as observables, persisted. */
export interface RelayListStore {
  readonly configs$: Observable<RelayConfig[]>
  readonly enabledUrls$: Observable<string[]>
  /** The list after each change the user made (add, remove, enable/disable, roles); not on reset. */
  readonly edits$: Observable<RelayConfig[]>
  get(): RelayConfig[]
  add(input: string): AddRelayResult
  remove(url: string): void
  toggle(url: string): void
  /** Switches one NIP-65 role of a relay on or off. */
  setRole(url: string, role: RelayRole, on: boolean): void
  reset(defaults: string[]): void
}

export interface RelayListStoreOptions {
  defaults: string[]
  storage?: KeyValueStorage
  key?: string
}

export const RELAY_CONFIGS_KEY = 'relay-configs'

/** The user's relay list (spec 1 §5 add rules), persisted; the pool follows it at once. */
export function createRelayListStore(opts: RelayListStoreOptions): RelayListStore {
  const storage = opts.storage ?? defaultStorage()
  const key = opts.key ?? RELAY_CONFIGS_KEY
  const stored = parseStoredConfigs(readJson(storage, key))
  const configs = new BehaviorSubject<RelayConfig[]>(stored ?? configsFromUrls(opts.defaults))
  const edits = new Subject<RelayConfig[]>()

  const save = (next: RelayConfig[]) => {
    writeJson(storage, key, next)
    configs.next(next)
  }
  const edit = (next: RelayConfig[]) => {
    save(next)
    edits.next(next)
  }
  const update = (url: string, change: (config: RelayConfig) => RelayConfig | null) => {
    const target = tryNormalize(url)
    if (!target || !configs.value.some((config) => config.url === target)) return
    edit(configs.value.flatMap((config) => (config.url === target ? (change(config) ?? []) : [config])))
  }

  return {
    configs$: configs.asObservable(),
    enabledUrls$: configs.pipe(map(enabledUrls), distinctUntilChanged(sameList)),
    edits$: edits.asObservable(),
    get: () => configs.value,
    add(input) {
      const url = tryNormalize(input)
      if (!url) return { ok: false, error: 'Invalid relay URL' }
      if (configs.value.some((config) => config.url === url)) return { ok: false, error: 'Relay already added' }
      edit([...configs.value, { url, disabled: false }])
      return { ok: true, url }
    },
    remove: (url) => update(url, () => null),
    toggle: (url) => update(url, (config) => ({ ...config, disabled: !config.disabled })),
    setRole: (url, role, on) => update(url, (config) => ({ ...config, [role]: on })),
    reset: (defaults) => save(configsFromUrls(defaults)),
  }
}

function configsFromUrls(urls: readonly string[]): RelayConfig[] {
  return normalizeRelayUrls(urls).map((url) => ({ url, disabled: false }))
}

/** Stored data is untrusted: keep only well-formed entries, normalised and unique. */
function parseStoredConfigs(value: unknown): RelayConfig[] | undefined {
  if (!Array.isArray(value)) return undefined
  const byUrl = new Map<string, RelayConfig>()
  for (const entry of value) {
    const url = tryNormalize((entry as Partial<RelayConfig> | null)?.url)
    if (url && !byUrl.has(url)) byUrl.set(url, { url, disabled: (entry as RelayConfig).disabled === true, ...storedRoles(entry as RelayConfig) })
  }
  return [...byUrl.values()]
}

/** Only roles switched off are kept (on is the default). */
function storedRoles(entry: RelayConfig): Partial<RelayConfig> {
  return { ...(entry.read === false ? { read: false } : {}), ...(entry.write === false ? { write: false } : {}) }
}

function tryNormalize(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined
  try {
    return normalizeRelayUrl(input)
  } catch {
    return undefined
  }
}

function enabledUrls(configs: RelayConfig[]): string[] {
  return configs.filter((config) => !config.disabled).map((config) => config.url)
}

function sameList(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index])
}
