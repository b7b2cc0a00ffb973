import { SocialGraph } from 'nostr-social-graph'
import type { NostrEvent } from '../nostr-types'
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

  /** Users the library never saw: answer without creating ids for them. */
  const known = (pubkey: string) => graph.getInternalData().ids.has(pubkey)

  function stats(): GraphStats {
    const size = graph.size()
    return { users: size.users, follows: size.follows, mutes: size.mutes, sizeByDistance: size.sizeByDistance, crawled: crawled.size }
  }

  function describe(pubkey: string): PubkeyView {
    if (!known(pubkey)) return { pubkey, distance: UNKNOWN_FOLLOW_DISTANCE, followedBy: [], mutedBy: [] }
    return {
      pubkey,
      distance: graph.getFollowDistance(pubkey),
      followedBy: [...graph.followedByFriends(pubkey)],
      mutedBy: [...graph.getUserMutedBy(pubkey)],
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
      return stats()
    },
    async setRoot(newRoot) {
      if (newRoot === graph.getRoot()) return
      await setRootQuietly(graph, newRoot)
      crawled.delete(newRoot)
    },
    async ingest(events: NostrEvent[], authors: string[]) {
      authors.forEach((author) => crawled.add(author))
      const lists = events.filter((event) => event.kind === FOLLOW_LIST_KIND || event.kind === MUTE_LIST_KIND)
      return lists.length > 0 && graph.handleEvent(lists, true)
    },
    nextCrawlBatch: async (limit, maxDistance) => nextCrawlBatch(limit, maxDistance),
    describe: async (pubkeys) => pubkeys.map(describe),
    isFollowing: async (follower, followed) => known(follower) && known(followed) && graph.isFollowing(follower, followed),
    stats: async () => stats(),
    toBinary: (maxNodes) => graph.toBinary(maxNodes),
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
  await graph.recalculateFollowDistances(1000, Number.MAX_SAFE_INTEGER, quiet)
}
