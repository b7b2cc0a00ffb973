// settings-storage and user-storage (spec 3 §3) as observable stores persisted to injected storage.
export { PRODUCT_NAME } from './product'
export { createPersistedStore, type PersistedStore, type PersistedStoreOptions, type Migrate, type StoreLogger } from './persisted-store'
export { defaultSettings, type ContentSettings, type Settings, type SettingsEnvironment } from './settings-defaults'
export { createSettingsStore, SETTINGS_STORAGE_KEY, SETTINGS_VERSION, type SettingsStore, type SettingsStoreOptions } from './settings-store'
export { defaultUserState, defaultMediaservers, KNOWN_MEDIA_SERVERS, type MediaServer, type UserState, type UserEnvironment } from './user-defaults'
export { migrateUserState, type UserStateV1 } from './user-migrations'
// privateKeySlot is deliberately absent: only the signer store may touch the stored key.
export { createUserStore, USER_STORAGE_KEY, USER_STORAGE_VERSION, type UserStore, type PublicUserState, type UserStoreOptions } from './user-store'
