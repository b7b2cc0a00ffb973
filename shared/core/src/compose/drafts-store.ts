import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs'
import { systemClock, type Clock } from '../policies/clock'
import { readJson, writeJson, type KeyValueStorage } from '../policies/storage'
import { syncAcrossTabs } from '../policies/tab-sync'
import type { Draft } from './compose-types'

/** Spec 2 §9: at most 20 keyed drafts, plus the unkeyed one. */
export const MAX_KEYED_DRAFTS = 20
export const DRAFTS_STORAGE_KEY = 'drafts'

/** Composer drafts keyed per reply/quote target ('' for a new note), persisted in local storage. */
export interface DraftStore {
  get(key: string): Draft | undefined
  draft$(key: string): Observable<Draft | undefined>
  /** Saves (stamped with the time); the oldest keyed drafts beyond 20 are dropped. */
  save(key: string, draft: Omit<Draft, 'timestamp'>): void
  clear(key: string): void
}

/** The draft key of a reply or quote target. */
export function draftKey(target: { replyTo?: { id: string }; quote?: { id: string } } = {}): string {
  if (target.replyTo) return `reply:${target.replyTo.id}`
  if (target.quote) return `quote:${target.quote.id}`
  return ''
}

type Drafts = Record<string, Draft>

function newestKept(drafts: Drafts): Drafts {
  const keyed = Object.entries(drafts).filter(([key]) => key !== '')
  const kept = keyed.sort(([, a], [, b]) => b.timestamp - a.timestamp).slice(0, MAX_KEYED_DRAFTS)
  return Object.fromEntries([...(drafts[''] ? [['', drafts['']] as const] : []), ...kept])
}

function readDrafts(storage: KeyValueStorage): Drafts {
  const stored = readJson(storage, DRAFTS_STORAGE_KEY)
  return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Drafts) : {}
}

/** Drafts saved in other tabs are taken, and drafts saved at the same time merged (tab-sync.ts): tabs keep one set. */
export function createDraftStore(opts: { storage: KeyValueStorage; clock?: Clock }): DraftStore {
  const clock = opts.clock ?? systemClock
  const drafts$ = new BehaviorSubject<Drafts>(readDrafts(opts.storage))
  const tabs = syncAcrossTabs<Drafts>({
    storage: opts.storage,
    key: DRAFTS_STORAGE_KEY,
    current: () => drafts$.value,
    show: (next) => drafts$.next(next),
    load: () => readDrafts(opts.storage),
    write: (next) => writeJson(opts.storage, DRAFTS_STORAGE_KEY, next),
  })
  const commit = (next: Drafts) => tabs.save(drafts$.value, next)
  return {
    get: (key) => (tabs.catchUp(), drafts$.value[key]),
    draft$: (key) => drafts$.pipe(map((drafts) => drafts[key]), distinctUntilChanged()),
    save(key, draft) {
      tabs.catchUp()
      commit(newestKept({ ...drafts$.value, [key]: { ...draft, timestamp: clock.now() } }))
    },
    clear(key) {
      tabs.catchUp()
      if (!(key in drafts$.value)) return
      const { [key]: _cleared, ...rest } = drafts$.value
      commit(rest)
    },
  }
}
