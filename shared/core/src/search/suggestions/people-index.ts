import uFuzzy from '@leeoniya/ufuzzy'
import Fuse from 'fuse.js'
import { fromCompactProfile, type CompactProfile } from '../../caches/compact-profile'
import type { Profile } from '../../profiles/profile'
import { rankingDistance, suggestionScore, suggestionScoreBound } from './suggestion-score'

/** One suggested person: the cached profile, where they stand in the social graph, and the score that ranked them. */
export interface PersonSuggestion {
  pubkey: string
  name: string
  /** The short NIP-05 name kept in the profile cache ('' when none). */
  nip05: string
  /** As cached: without 'https://' ('' when none). */
  picture: string
  distance: number
  friendsFollowing: number
  score: number
}

/** What the index asks the social graph about a candidate. */
export interface PeopleGraphLookup {
  /** Follow distance from the root; anything ≥ 999 (or unknown) counts as 999. */
  distance(pubkey: string): number
  /** The root's follows who follow `pubkey`. */
  friendsFollowing(pubkey: string): number
  /** Who the root mutes (never suggested); asked once per query. */
  muted(): ReadonlySet<string>
}

/** Candidates scored exactly per query, the likeliest first (by prefix and distance); the rest cannot rank in practice. */
export const SCORED_CANDIDATES_MAX = 1000

// Names are in every script: the universal options of uFuzzy's README, one typo per term allowed.
const fuzzy = new uFuzzy({
  unicode: true,
  interSplit: "[^\\p{L}\\d']+",
  intraSplit: '\\p{Ll}\\p{Lu}',
  intraBound: '\\p{L}\\d|\\d\\p{L}|\\p{Ll}\\p{Lu}',
  intraChars: "[\\p{L}\\d']",
  intraContr: "'\\p{L}{1,2}\\b",
  intraMode: 1,
})

interface Candidate {
  index: number
  distance: number
  prefix: boolean
  bound: number
}

/**
 * The people index behind suggestions (spec 1 §9): every cached profile, filtered by uFuzzy (fast enough for
 * 100,000 names per keypress), the likeliest candidates scored by fuse.js and ranked with the social graph.
 */
export function createPeopleIndex(graph: PeopleGraphLookup) {
  const rows: CompactProfile[] = []
  const names: string[] = [] // lower-case name and NIP-05 name, what uFuzzy searches
  const positions = new Map<string, number>()

  function add(batch: CompactProfile[]) {
    for (const row of batch) {
      const at = positions.get(row[0]) ?? rows.length
      positions.set(row[0], at)
      rows[at] = row
      names[at] = `${row[1]} ${row[2]}`.toLowerCase()
    }
  }

  const startsWith = (row: CompactProfile, needle: string) => row[1].toLowerCase().startsWith(needle) || row[2].toLowerCase().startsWith(needle)

  /** Spec 1 §5: a one-character query matches only names and NIP-05 names starting with it. */
  function matches(needle: string): number[] {
    if (needle.length === 1) return rows.flatMap((row, index) => (startsWith(row, needle) ? [index] : []))
    try {
      return fuzzy.filter(names, needle) ?? []
    } catch {
      return [] // a query uFuzzy cannot turn into a pattern matches nobody
    }
  }

  function candidates(needle: string): Candidate[] {
    const found: Candidate[] = []
    const muted = graph.muted()
    for (const index of matches(needle)) {
      const pubkey = rows[index][0]
      if (muted.has(pubkey)) continue
      const distance = rankingDistance(graph.distance(pubkey))
      const prefix = startsWith(rows[index], needle)
      found.push({ index, distance, prefix, bound: suggestionScoreBound(distance, prefix) })
    }
    return found.sort((a, b) => b.bound - a.bound).slice(0, SCORED_CANDIDATES_MAX)
  }

  function suggest(query: string, limit: number): PersonSuggestion[] {
    const needle = typeof query === 'string' ? query.trim().toLowerCase() : ''
    if (!needle || limit <= 0) return []
    const scored = candidates(needle)
    const quality = matchQualities(scored.map(({ index }) => rows[index]), needle)
    const ranked = scored.map((candidate, at) => toSuggestion(rows[candidate.index], candidate, quality[at]))
    ranked.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
    return ranked.slice(0, limit)
  }

  function toSuggestion([pubkey, name, nip05, picture]: CompactProfile, candidate: Candidate, matchQuality: number): PersonSuggestion {
    // Only someone within two hops can be followed by a friend (a follow of a follow).
    const friendsFollowing = candidate.distance <= 2 ? graph.friendsFollowing(pubkey) : 0
    const score = suggestionScore({ matchQuality, distance: candidate.distance, friendsFollowing, prefix: candidate.prefix })
    return { pubkey, name, nip05, picture, distance: candidate.distance, friendsFollowing, score }
  }

  return { add, suggest, size: () => rows.length }
}

/** fuse.js's match quality (1 − score) of each row for the needle, 0 where fuse.js finds no match. */
function matchQualities(rows: CompactProfile[], needle: string): number[] {
  const fuse = new Fuse(rows.map(([, name, nip05]) => ({ name, nip05 })), { keys: ['name', 'nip05'], includeScore: true })
  const quality = new Array<number>(rows.length).fill(0)
  for (const result of fuse.search(needle)) quality[result.refIndex] = 1 - (result.score ?? 1)
  return quality
}

/** The profile a suggestion stands for (as the profile cache keeps it: a name, a picture; created_at 0). */
export function suggestionProfile({ pubkey, name, nip05, picture }: Pick<PersonSuggestion, 'pubkey' | 'name' | 'nip05' | 'picture'>): Profile {
  return fromCompactProfile([pubkey, name, nip05, picture])
}
