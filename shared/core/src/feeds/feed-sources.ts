import { FOR_YOU_POPULAR_SHARE } from './feed-constants'
import { contactListFollows, type FeedDeps } from './feed-deps'
import { buildFeedFilter } from './feed-filters'
import type { FeedConfig } from './feed-types'
import { createChronoQueue } from './chrono-queue'
import { createFilterSource, type FeedSource } from './filter-source'
import { createPopularQueue } from './popular-queue'
import { createRankedSource } from './ranked-source'

/** The signed-in user's follows from their newest contact list (kind 3), read directly rather than through the graph. */
function followsOf(deps: FeedDeps, me: string): Promise<string[]> {
  return (deps.follows ?? ((pubkey: string) => contactListFollows(deps, pubkey)))(me).catch(() => [])
}

/** Whose posts strategy feeds read: the signed-in user's follows, or anyone when signed out or following nobody. */
async function strategyAuthors(deps: FeedDeps, me: string | undefined): Promise<string[] | undefined> {
  if (!me) return undefined
  const follows = await followsOf(deps, me)
  return follows.length > 0 ? follows : undefined
}

/**
 * The authors a filter feed of follow distance 0 or 1 reads (the user, and at 1 their follows), asked by author so the
 * outbox reaches each where they write (the user's relays for those without a relay list); undefined for other feeds
 * and for users who follow nobody.
 */
async function nearAuthors(deps: FeedDeps, config: FeedConfig, me: string | undefined): Promise<string[] | undefined> {
  const distance = config.followDistance
  if (!me || distance === undefined || distance > 1 || config.showEventsByUnknownUsers || config.filter?.authors?.length) return undefined
  if (distance === 0) return [me]
  const follows = await followsOf(deps, me)
  return follows.length > 0 ? [...new Set([me, ...follows])] : undefined // no contact list: read all, rank by the graph
}

/**
 * The source of a feed: its relay filter, or a strategy (spec 1 §9): popular 100% popular; For You 50/50 popular
 * and chronological. Throws when a filter feed has no filter.
 */
export async function createFeedSource(deps: FeedDeps, config: FeedConfig, me: string | undefined): Promise<FeedSource> {
  if (!config.feedStrategy) {
    const filter = buildFeedFilter(config, deps.clock.now())
    const authors = await nearAuthors(deps, config, me)
    return authors ? { ...createFilterSource(deps, { ...filter, authors }), authors: new Set(authors) } : createFilterSource(deps, filter)
  }
  const authors = await strategyAuthors(deps, me)
  const popular = createPopularQueue(deps, authors)
  if (config.feedStrategy === 'popular') return createRankedSource([{ queue: popular, share: 1 }])
  const chrono = createChronoQueue(deps, authors)
  return createRankedSource([
    { queue: popular, share: FOR_YOU_POPULAR_SHARE },
    { queue: chrono, share: 1 - FOR_YOU_POPULAR_SHARE },
  ])
}
