import { BehaviorSubject, distinctUntilChanged, map } from 'rxjs'
import { readJson, writeJson, type KeyValueStorage } from '../policies/storage'
import type { PersistedEnvelope } from '../stores/persisted-store'
import { DEFAULT_FILTER_LIMIT, FEED_STORE_KEY, FEED_STORE_VERSION, KIND_NOTE } from './feed-constants'
import { defaultFeedStoreState } from './feed-defaults'
import { cleanConfig, displayName } from './feed-editor-rules'
import { migrateFeedStore, sanitizeFeedState } from './feed-migrations'
import type { FeedConfig, FeedStore, FeedStoreState } from './feed-types'

export interface FeedStoreOptions {
  storage: KeyValueStorage
  key?: string
  /** Generates ids for new and cloned feeds. */
  newId?: () => string
  log?: (message: string) => void
}

const randomId = () => `feed-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

function load(opts: FeedStoreOptions, key: string): { state: FeedStoreState; migrated: boolean } {
  const stored = readJson(opts.storage, key) as Partial<PersistedEnvelope<unknown>> | undefined
  if (!stored || typeof stored !== 'object' || !stored.state || typeof stored.state !== 'object') return { state: defaultFeedStoreState(), migrated: false }
  const version = typeof stored.version === 'number' ? stored.version : 0
  if (version === FEED_STORE_VERSION) return { state: sanitizeFeedState(stored.state as FeedStoreState), migrated: false }
  const migrated = migrateFeedStore(stored.state, version)
  if (migrated) return { state: migrated, migrated: true }
  ;(opts.log ?? console.warn)(`${key}: cannot read version ${version}; using default feeds`)
  return { state: defaultFeedStoreState(), migrated: false }
}

/** Spec 2 §3 Feed store (version 2): feed tabs and their configs, persisted; the editor's operations. */
export function createFeedStore(opts: FeedStoreOptions): FeedStore {
  const key = opts.key ?? FEED_STORE_KEY
  const newId = opts.newId ?? randomId
  const loaded = load(opts, key)
  const state = new BehaviorSubject<FeedStoreState>(loaded.state)
  const save = (next: FeedStoreState) => {
    writeJson(opts.storage, key, { state: next, version: FEED_STORE_VERSION } satisfies PersistedEnvelope<FeedStoreState>)
    state.next(next)
  }
  const update = (change: (current: FeedStoreState) => Partial<FeedStoreState>) => save({ ...state.value, ...change(state.value) })
  if (loaded.migrated) save(loaded.state)

  function insertFeed(config: FeedConfig, at: number) {
    update((s) => {
      const enabledFeedIds = [...s.enabledFeedIds]
      enabledFeedIds.splice(at, 0, config.id)
      return { enabledFeedIds, activeFeed: config.id, feedConfigs: { ...s.feedConfigs, [config.id]: config } }
    })
    return config
  }

  return {
    state$: state.asObservable(),
    get: () => state.value,
    feeds$: state.pipe(
      map((s) => s.enabledFeedIds.map((id) => s.feedConfigs[id]).filter(Boolean)),
      distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
    ),
    setActive: (id) => state.value.enabledFeedIds.includes(id) && update(() => ({ activeFeed: id })),
    addFeed: (partial = {}) =>
      insertFeed(
        cleanConfig({ name: 'New Feed', filter: { kinds: [KIND_NOTE], limit: DEFAULT_FILTER_LIMIT }, showRepliedTo: true, displayAs: 'list', ...partial, id: newId() }),
        0,
      ),
    saveFeed: (config) => {
      if (!state.value.feedConfigs[config.id]) return
      update((s) => ({ feedConfigs: { ...s.feedConfigs, [config.id]: cleanConfig(config) } }))
    },
    moveFeed: (id, direction) =>
      update((s) => {
        const ids = [...s.enabledFeedIds]
        const from = ids.indexOf(id)
        const to = from + direction
        if (from < 0 || to < 0 || to >= ids.length) return {}
        ;[ids[from], ids[to]] = [ids[to], ids[from]]
        return { enabledFeedIds: ids }
      }),
    deleteFeed: (id) =>
      update((s) => {
        if (s.enabledFeedIds.length <= 1 || !s.enabledFeedIds.includes(id)) return {}
        const enabledFeedIds = s.enabledFeedIds.filter((other) => other !== id)
        const { [id]: _removed, ...feedConfigs } = s.feedConfigs
        return { enabledFeedIds, feedConfigs, activeFeed: s.activeFeed === id ? enabledFeedIds[0] : s.activeFeed }
      }),
    cloneFeed: (id) => {
      const source = state.value.feedConfigs[id]
      if (!source) throw new Error(`No feed ${id}`)
      const copy: FeedConfig = { ...structuredClone(source), id: newId(), name: `${displayName(source)} (copy)` }
      delete copy.customName
      return insertFeed(copy, state.value.enabledFeedIds.indexOf(id) + 1)
    },
    resetFeeds: () => save({ ...defaultFeedStoreState(), refreshSignal: state.value.refreshSignal + 1 }),
    setDisplayAs: (id, displayAs) =>
      update((s) => {
        const config = s.feedConfigs[id]
        return config ? { feedDisplayAs: displayAs, feedConfigs: { ...s.feedConfigs, [id]: { ...config, displayAs } } } : {}
      }),
    refresh: () => update((s) => ({ refreshSignal: s.refreshSignal + 1 })),
  }
}
