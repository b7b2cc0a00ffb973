import type { IndexedDbImpl } from './indexed-db-impl'
import { browserIndexedDb, loadedMemoryIndexedDb, memoryIndexedDb } from './memory-indexeddb'
import { isQuotaError } from './quota-error'
import { storageHealth, type StorageHealth } from './storage-health'

type Handler = ((event: Event) => unknown) | null

/** Open errors Dexie handles itself (it opens again another way): no sign that the IndexedDB cannot be used. */
const RETRIED_BY_DEXIE = new Set(['VersionError', 'AbortError'])

/**
 * The IndexedDB of one Dexie database: `preferred` (the browser's by default) while it opens; when there is none, or
 * it refuses to open (private mode, a broken profile, a full disk), an in-memory one, and `health` hears of it.
 */
export function resilientIndexedDb(store: string, opts: { preferred?: IndexedDbImpl | null; health?: StorageHealth } = {}): IndexedDbImpl {
  const health = opts.health ?? storageHealth
  const preferred = () => (opts.preferred !== undefined ? opts.preferred : browserIndexedDb())
  let chosen: IndexedDbImpl | null = null
  const active = () => chosen ?? preferred() ?? loadedMemoryIndexedDb()
  const fallBack = (error: unknown) => health.report(store, isQuotaError(error) ? 'quota' : 'unavailable')

  const factory = {
    open(name: string, version?: number) {
      const relay = new OpenRelay()
      const inMemory = (error: unknown) => {
        fallBack(error)
        memoryIndexedDb().then(
          (memory) => ((chosen = memory), relay.follow(memory.indexedDB.open(name, version), null)),
          (failure: unknown) => relay.fail(failure),
        )
      }
      const browser = preferred()
      try {
        if (!browser) throw new Error('No IndexedDB')
        chosen = browser
        relay.follow(browser.indexedDB.open(name, version), inMemory)
      } catch (error) {
        inMemory(error) // none at all, or open() itself threw (SecurityError where storage is blocked)
      }
      return relay.request()
    },
    deleteDatabase: (name: string) => active()!.indexedDB.deleteDatabase(name),
    databases: () => active()?.indexedDB.databases?.() ?? Promise.resolve([]),
    cmp: (a: unknown, b: unknown) => active()!.indexedDB.cmp(a, b),
  }
  return { indexedDB: factory as unknown as IDBFactory, IDBKeyRange: delegatingKeyRange(() => active()?.IDBKeyRange) }
}

/** The open request Dexie holds: it follows the browser's request, or the in-memory one that replaced it. */
class OpenRelay {
  onsuccess: Handler = null
  onerror: Handler = null
  onupgradeneeded: Handler = null
  onblocked: Handler = null
  private inner: IDBOpenDBRequest | null = null
  private failure: unknown = null

  get result() {
    return this.inner?.result
  }
  get transaction() {
    return this.inner?.transaction ?? null
  }
  get error() {
    return (this.inner?.error ?? this.failure) as DOMException | null
  }

  request(): IDBOpenDBRequest {
    return this as unknown as IDBOpenDBRequest
  }

  /** Relays `inner`'s events; an error saying this IndexedDB cannot be used goes to `onFailure` instead, when given. */
  follow(inner: IDBOpenDBRequest, onFailure: ((error: unknown) => void) | null) {
    this.inner = inner
    let upgrade: IDBTransaction | null = null
    inner.onupgradeneeded = (event) => ((upgrade = inner.transaction), this.onupgradeneeded?.(event))
    inner.onblocked = (event) => this.onblocked?.(event)
    inner.onsuccess = (event) => this.onsuccess?.(event)
    inner.onerror = (event) => {
      const name = (inner.error as { name?: string } | null)?.name ?? ''
      // Before an upgrade ran, any refusal but Dexie's own retries; during one, only a full storage.
      const unusable = upgrade ? isQuotaError(upgrade.error) : !RETRIED_BY_DEXIE.has(name)
      if (!onFailure || !unusable) return this.onerror?.(event)
      event.preventDefault?.()
      event.stopPropagation?.()
      onFailure(upgrade?.error ?? inner.error)
    }
  }

  fail(error: unknown) {
    this.failure = error
    this.onerror?.({ type: 'error', target: { error }, preventDefault() {}, stopPropagation() {} } as unknown as Event)
  }
}

/** IDBKeyRange's factory methods, taken from whichever IndexedDB the database opened on. */
function delegatingKeyRange(current: () => typeof IDBKeyRange | undefined): typeof IDBKeyRange {
  // Before any database opened (Dexie probes `only` when constructed) nothing is there to ask: undefined.
  const call =
    (method: 'only' | 'lowerBound' | 'upperBound' | 'bound') =>
    (...args: unknown[]) => {
      const range = current()
      return range ? (range[method] as (...a: unknown[]) => IDBKeyRange)(...args) : undefined
    }
  return { only: call('only'), lowerBound: call('lowerBound'), upperBound: call('upperBound'), bound: call('bound') } as unknown as typeof IDBKeyRange
}
