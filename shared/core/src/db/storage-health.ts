import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs'

/** Why a store runs from memory: the browser gives no storage (private mode), or the storage is full. */
export type StorageProblem = 'unavailable' | 'quota'

/** Whether what this tab stores outlives it. */
export interface StorageStatus {
  /** True while every store writes to the device. */
  persistent: boolean
  /** The first problem met (unavailable wins over quota). */
  problem?: StorageProblem
  /** The stores (database names, 'local storage') kept in memory for the session. */
  inMemory: string[]
}

/** The tab's storage status: each store reports here when it falls back to memory. */
export interface StorageHealth {
  readonly status$: Observable<StorageStatus>
  current(): StorageStatus
  /** `store` is kept in memory from now on, because of `problem`. */
  report(store: string, problem: StorageProblem): void
  /** Whether `store` runs from memory. */
  inMemory(store: string): boolean
}

const PERSISTENT: StorageStatus = { persistent: true, inMemory: [] }

export function createStorageHealth(): StorageHealth {
  const status = new BehaviorSubject<StorageStatus>(PERSISTENT)
  return {
    status$: status.pipe(distinctUntilChanged()),
    current: () => status.value,
    report(store, problem) {
      const now = status.value
      if (now.inMemory.includes(store) && now.problem === strongest(now.problem, problem)) return
      console.warn(`Storage ${problem === 'quota' ? 'is full' : 'is unavailable'}: ${store} is kept in memory for this session`)
      const inMemory = now.inMemory.includes(store) ? now.inMemory : [...now.inMemory, store]
      status.next({ persistent: false, problem: strongest(now.problem, problem), inMemory })
    },
    inMemory: (store) => status.value.inMemory.includes(store),
  }
}

function strongest(a: StorageProblem | undefined, b: StorageProblem): StorageProblem {
  return a === 'unavailable' || b === 'unavailable' ? 'unavailable' : 'quota'
}

/** The tab's one storage status (every database and store of the core reports to it). */
export const storageHealth: StorageHealth = createStorageHealth()
