import { defaultFeedStoreState } from './feed-defaults'
import type { FeedConfig, FeedStoreState } from './feed-types'

/**
 * The version-1 feed store shape: the active tab as `activeHomeTab`, configs under `tabConfigs` (or `feedConfigs`),
 * For You under the id 'unseen', and no `showRepliedTo` (replied-to posts were always shown).
 */
export interface FeedStoreStateV1 {
  activeHomeTab?: string
  enabledFeedIds?: string[]
  tabConfigs?: Record<string, Partial<FeedConfig>>
  feedConfigs?: Record<string, Partial<FeedConfig>>
  displayCount?: number
  feedDisplayAs?: 'list' | 'grid'
}

const RENAMED_IDS: Record<string, string> = { unseen: 'for-you' }
const renamed = (id: string) => RENAMED_IDS[id] ?? id

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** v1 → v2: renamed ids and fields; showRepliedTo defaults to true. Undefined when the state is unusable. */
export function migrateFeedStore(state: unknown, fromVersion: number): FeedStoreState | undefined {
  if (fromVersion !== 1 || !isRecord(state)) return undefined
  const v1 = state as FeedStoreStateV1
  const defaults = defaultFeedStoreState()
  const stored = v1.feedConfigs ?? v1.tabConfigs ?? {}
  const feedConfigs: Record<string, FeedConfig> = { ...defaults.feedConfigs }
  for (const [oldId, config] of Object.entries(stored)) {
    if (!isRecord(config)) continue
    const id = renamed(oldId)
    feedConfigs[id] = { ...defaults.feedConfigs[id], showRepliedTo: true, ...config, id, name: String(config.name ?? defaults.feedConfigs[id]?.name ?? id) }
  }
  const enabled = Array.isArray(v1.enabledFeedIds) ? v1.enabledFeedIds.map(renamed) : defaults.enabledFeedIds
  return sanitizeFeedState({
    ...defaults,
    displayCount: typeof v1.displayCount === 'number' ? v1.displayCount : defaults.displayCount,
    feedDisplayAs: v1.feedDisplayAs === 'grid' ? 'grid' : 'list',
    activeFeed: renamed(v1.activeHomeTab ?? defaults.activeFeed),
    enabledFeedIds: enabled,
    feedConfigs,
  })
}

/** Enabled ids that have configs (no duplicates), an active feed among them; defaults when none is left. */
export function sanitizeFeedState(state: FeedStoreState): FeedStoreState {
  const defaults = defaultFeedStoreState()
  const configs = isRecord(state.feedConfigs) ? state.feedConfigs : {}
  const ids = Array.isArray(state.enabledFeedIds) ? state.enabledFeedIds : []
  const enabledFeedIds = [...new Set(ids)].filter((id) => typeof id === 'string' && isRecord(configs[id]))
  if (enabledFeedIds.length === 0) return defaults
  return {
    activeFeed: enabledFeedIds.includes(state.activeFeed) ? state.activeFeed : enabledFeedIds[0],
    displayCount: typeof state.displayCount === 'number' ? state.displayCount : defaults.displayCount,
    feedDisplayAs: state.feedDisplayAs === 'grid' ? 'grid' : 'list',
    enabledFeedIds,
    feedConfigs: configs,
    refreshSignal: typeof state.refreshSignal === 'number' ? state.refreshSignal : 0,
  }
}
