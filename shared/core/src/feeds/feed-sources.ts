import { FOR_YOU_POPULAR_SHARE } from './feed-constants'
import { contactListFollows, type FeedDeps } from './feed-deps'
import { buildFeedFilter } from './feed-filters'
import type { FeedConfig } from './feed-types'
import { createChronoQueue } from './chrono-queue'
import { createFilterSource, type FeedSource } from './filter-source'
import { createPopularQueue } from './popular-queue'
import { createRankedSource } from './ranked-source'

/** Whose posts strategy feeds read: the signed-in user's follows, or anyone when signed out or following nobody. */
async function strategyAuthors(deps: FeedDeps, me: string | undefined): Promise<string[] | undefined> {
  if (!me) return undefined
  const follows = await (deps.follows ?? ((pubkey: string) => contactListFollows(deps, pubkey)))(me).catch(() => [])
  return follows.length > 0 ? follows : undefined
}

/**
 * The source of a feed: its relay filter, or a strategy (spec 1 §9): popular 100% popular; For You 50/50 popular
 * and chronological. Throws when a filter feed has no filter.
 */
export async function createFeedSource(deps: FeedDeps, config: FeedConfig, me: string | undefined): Promise<FeedSource> {
  if (!config.feedStrategy) return createFilterSource(deps, buildFeedFilter(config, deps.clock.now()))
  const authors = await strategyAuthors(deps, me)
  const popular = createPopularQueue(deps, authors)
  if (config.feedStrategy === 'popular') return createRankedSource([{ queue: popular, share: 1 }])
  const chrono = createChronoQueue(deps, authors)
  return createRankedSource([
    { queue: popular, share: FOR_YOU_POPULAR_SHARE },
    { queue: chrono, share: 1 - FOR_YOU_POPULAR_SHARE },
  ])
}
