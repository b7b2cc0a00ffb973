import type { KeyValueStorage } from '../policies/storage'
import { createPersistedStore, type PersistedStore, type StoreLogger } from './persisted-store'
import { defaultSettings, type Settings, type SettingsEnvironment } from './settings-defaults'

/** Storage key of the settings (spec 3 §3). */
export const SETTINGS_STORAGE_KEY = 'settings-storage'
/** Current version of the settings envelope. */
export const SETTINGS_VERSION = 1

/** Settings as an observable store; `updateGroup` merges inside one group. */
export interface SettingsStore extends PersistedStore<Settings> {
  updateGroup<G extends keyof Settings>(group: G, partial: Partial<Settings[G]>): void
}

/** Storage and environment of the settings store. */
export interface SettingsStoreOptions extends SettingsEnvironment {
  storage: KeyValueStorage
  log?: StoreLogger
}

/** The settings-storage store, loaded from and saved to the injected storage. */
export function createSettingsStore(opts: SettingsStoreOptions): SettingsStore {
  const store = createPersistedStore<Settings>({
    storage: opts.storage,
    key: SETTINGS_STORAGE_KEY,
    version: SETTINGS_VERSION,
    defaults: defaultSettings(opts),
    log: opts.log,
  })
  return {
    ...store,
    updateGroup: (group, partial) => store.update({ [group]: { ...store.get()[group], ...partial } } as Partial<Settings>),
  }
}
