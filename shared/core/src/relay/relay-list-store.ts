import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs'
import { defaultStorage, readJson, writeJson, type KeyValueStorage } from '../policies/storage'
import { normalizeRelayUrl, normalizeRelayUrls } from './relay-url'

/** Spec 1 §3 'Relay config'. */
export interface RelayConfig {
  url: string
  disabled: boolean
}

export type AddRelayResult = { ok: true; url: string } | { ok: false; error: string }

/** The user's relays with their enabled state, as observables, persisted. */
export interface RelayListStore {
  readonly configs$: Observable<RelayConfig[]>
  readonly enabledUrls$: Observable<string[]>
  get(): RelayConfig[]
  add(input: string): AddRelayResult
  remove(url: string): void
  toggle(url: string): void
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

  const save = (next: RelayConfig[]) => {
    writeJson(storage, key, next)
    configs.next(next)
  }
  const update = (url: string, change: (list: RelayConfig[], target: string) => RelayConfig[]) => {
    const target = tryNormalize(url)
    if (target) save(change(configs.value, target))
  }

  return {
    configs$: configs.asObservable(),
    enabledUrls$: configs.pipe(map(enabledUrls), distinctUntilChanged(sameList)),
    get: () => configs.value,
    add(input) {
      const url = tryNormalize(input)
      if (!url) return { ok: false, error: 'Invalid relay URL' }
      if (configs.value.some((config) => config.url === url)) return { ok: false, error: 'Relay already added' }
      save([...configs.value, { url, disabled: false }])
      return { ok: true, url }
    },
    remove: (url) => update(url, (list, target) => list.filter((config) => config.url !== target)),
    toggle: (url) =>
      update(url, (list, target) =>
        list.map((config) => (config.url === target ? { ...config, disabled: !config.disabled } : config)),
      ),
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
    if (url && !byUrl.has(url)) byUrl.set(url, { url, disabled: (entry as RelayConfig).disabled === true })
  }
  return [...byUrl.values()]
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
