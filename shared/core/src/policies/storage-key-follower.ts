import type { KeyValueStorage } from './storage'

/** Follows one storage key that other tabs of the app write too. */
export interface StorageKeyFollower {
  /** True when the key holds something other than what this tab last read or wrote (another tab saved). */
  changed(): boolean
  /** This tab just wrote the key. */
  wrote(): void
}

/** `onOtherTab` runs when the browser says another tab changed `key` (the 'storage' event). */
export function followStorageKey(storage: KeyValueStorage, key: string, onOtherTab: () => void): StorageKeyFollower {
  const read = () => {
    try {
      return storage.getItem(key)
    } catch {
      return null
    }
  }
  let seen = read()
  const page = globalThis as Partial<Pick<Window, 'addEventListener'>>
  page.addEventListener?.('storage', (event) => {
    if (event.key === key || event.key === null) onOtherTab()
  })
  return {
    changed() {
      const now = read()
      if (now === seen) return false
      seen = now
      return true
    },
    wrote: () => void (seen = read()),
  }
}
