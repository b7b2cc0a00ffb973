import { SocialGraph } from 'nostr-social-graph'
import type { NostrEvent } from '../nostr-types'
import { createPeopleIndex } from '../search/suggestions/people-index'
import { FOLLOW_LIST_KIND, MUTE_LIST_KIND, UNKNOWN_FOLLOW_DISTANCE } from './graph-constants'
import type { GraphBackend, GraphStats, PubkeyView } from './graph-backend'

const quiet = () => {}

/** nostr-social-graph's binary format version (its first varint), which the library itself does not check. */
export const GRAPH_BINARY_VERSION = 2

/**
 * The graph itself, on nostr-social-graph: follow distances, friends who follow, mutes and the
 * binary format come from the library; this adds the crawl bookkeeping (whose lists were fetched).
 */
export function createGraphEngine(root: string): GraphBackend {
  let graph = new SocialGraph(root)
  let crawled = new Set<string>()
  /** Set once a follow list from an unplaced user is in: the library's incremental distances are then incomplete. */
  let holdsUnplacedLists = false

  /** Users the library never saw: answer without creating ids for them. */
  const known = (pubkey: string) => graph.getInternalData().ids.has(pubkey)
  const people = createPeopleIndex({
    distance: (pubkey) => (known(pubkey) ? graph.getFollowDistance(pubkey) : UNKNOWN_FOLLOW_DISTANCE),
    friendsFollowing: (pubkey) => (known(pubkey) ? graph.followedByFriendsCount(pubkey) : 0),
    muted: () => graph.getMutedByUser(graph.getRoot()),
  })

  function stats(): GraphStats {
    const size = graph.size()
    return { users: size.users, follows: size.follows, mutes: size.mutes, sizeByDistance: placedSizes(size.sizeByDistance), crawled: crawled.size }
  }

  function describe(pubkey: string): PubkeyView {
    if (!known(pubkey)) return { pubkey, distance: UNKNOWN_FOLLOW_DISTANCE, followedBy: [], mutedBy: [], mutedByFollowsCount: 0 }
    return {
      pubkey,
      distance: graph.getFollowDistance(pubkey),
      followedBy: [...graph.followedByFriends(pubkey)],
      mutedBy: [...graph.getUserMutedBy(pubkey)],
      mutedByFollowsCount: graph.mutedByFriendsCount(pubkey),
    }
  }

  /** After a load, users whose follow list is present count as crawled, except the root (refreshed every start). */
  function crawledFromGraph(): Set<string> {
    const result = new Set<string>()
    for (const user of graph) if (graph.getFollowListCreatedAt(user) !== undefined) result.add(user)
    result.delete(graph.getRoot())
    return result
  }

  function nextCrawlBatch(limit: number, maxDistance: number): string[] {
    const batch: string[] = []
    for (const user of graph.userIterator(maxDistance)) {
      if (batch.length >= limit) break
      if (!crawled.has(user)) batch.push(user)
    }
    return batch
  }

  return {
    async load(binary, newRoot) {
      if (binary && binary[0] !== GRAPH_BINARY_VERSION) throw new Error(`not a social graph binary (version ${binary[0]})`)
      graph = binary ? await SocialGraph.fromBinary(newRoot, binary) : new SocialGraph(newRoot)
      crawled = crawledFromGraph()
      holdsUnplacedLists = Boolean(binary)
      return stats()
    },
    async setRoot(newRoot) {
      if (newRoot === graph.getRoot()) return
      await setRootQuietly(graph, newRoot)
      holdsUnplacedLists = true // the old root's graph is mostly out of the new root's reach
      crawled.delete(newRoot)
    },
    async ingest(events: NostrEvent[], authors: string[]) {
      authors.forEach((author) => crawled.add(author))
      const lists = events.filter((event) => event.kind === FOLLOW_LIST_KIND || event.kind === MUTE_LIST_KIND)
      if (lists.length === 0) return false
      holdsUnplacedLists ||= lists.some((event) => event.kind === FOLLOW_LIST_KIND && !isPlaced(graph, event.pubkey))
      const changed = graph.handleEvent(lists, true)
      if (changed && holdsUnplacedLists) await recalculateQuietly(graph)
      return changed
    },
    nextCrawlBatch: async (limit, maxDistance) => nextCrawlBatch(limit, maxDistance),
    describe: async (pubkeys) => pubkeys.map(describe),
    isFollowing: async (follower, followed) => known(follower) && known(followed) && graph.isFollowing(follower, followed),
    stats: async () => stats(),
    toBinary: (maxNodes) => graph.toBinary(maxNodes),
    async indexPeople(rows) {
      people.add(rows)
      return people.size()
    },
    suggestPeople: async (query, limit) => people.suggest(query, limit),
    dispose() {
      graph = new SocialGraph(graph.getRoot())
      crawled.clear()
    },
  }
}

/** The library's setRoot logs to the console on every recalculation; set its root field and recalculate quietly. */
async function setRootQuietly(graph: SocialGraph, root: string): Promise<void> {
  const rootId = graph.getInternalData().ids.id(root)
  ;(graph as unknown as { root: number }).root = rootId
  await recalculateQuietly(graph)
}

function recalculateQuietly(graph: SocialGraph): Promise<void> {
  return graph.recalculateFollowDistances(1000, Number.MAX_SAFE_INTEGER, quiet)
}

/** Whether a user has a follow distance (the root, or someone it reaches). */
function isPlaced(graph: SocialGraph, pubkey: string): boolean {
  return graph.getInternalData().ids.has(pubkey) && graph.getFollowDistance(pubkey) < UNKNOWN_FOLLOW_DISTANCE
}

/**
 * Users per distance, without the library's bucket for users it could not place: a follow list from someone not
 * (yet) connected to the root files their follows under an `undefined` distance (shown as "Distance NaN").
 */
function placedSizes(sizeByDistance: Record<number, number>): Record<number, number> {
  return Object.fromEntries(Object.entries(sizeByDistance).filter(([distance]) => /^\d+$/.test(distance)))
}
