import { isQuotaError } from '../db/quota-error'
import { storageHealth } from '../db/storage-health'

/** The part of the Web Storage API the core needs. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
  }
}

/** localStorage when the environment has one, otherwise an in-memory store. */
export function defaultStorage(): KeyValueStorage {
  try {
    if (globalThis.localStorage) return globalThis.localStorage
  } catch {
    // Access can throw (e.g. disabled cookies); fall through.
  }
  return createMemoryStorage()
}

export function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    const raw = storage.getItem(key)
    return raw === null ? undefined : JSON.parse(raw)
  } catch {
    return undefined
  }
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value))
  } catch (error) {
    console.warn(`Could not persist ${key}`, error)
    // The value stays in its store's memory for the session.
    if (isQuotaError(error)) storageHealth.report('local storage', 'quota')
  }
}
