/** Spec 1 §9: at most 6 suggestions while typing. */
export const MAX_SUGGESTIONS = 6
/** Spec 1 §9: score lost per follow hop beyond the first. */
export const DISTANCE_PENALTY = 0.01
/** Spec 1 §9: score gained per friend (someone the user follows) who follows the person. */
export const FRIEND_BOOST = 0.005
/** Spec 1 §9: score gained when the name or NIP-05 name starts with the query. */
export const PREFIX_MATCH_BOOST = 1
/** Spec 1 §9: the fuzzy match's weight (its 0..1 quality times 5). */
export const SCORE_MULTIPLIER = 5
/** Spec 1 §9: the follow distance of someone the social graph does not reach. */
export const DEFAULT_DISTANCE = 999

/** What a suggestion's score is made of. */
export interface ScoreInputs {
  /** Fuzzy match quality: 1 a perfect match, 0 none (1 minus fuse.js's score). */
  matchQuality: number
  /** Follow distance from the user (0 self, 1 follows…); DEFAULT_DISTANCE when unknown. */
  distance: number
  /** How many of the user's follows follow this person. */
  friendsFollowing: number
  /** Whether the name or NIP-05 name starts with the query. */
  prefix: boolean
}

/** A distance the graph gave (its "unknown" is 1000), as the ranking reads it. */
export function rankingDistance(distance: number | undefined): number {
  return distance === undefined || !Number.isFinite(distance) || distance >= DEFAULT_DISTANCE ? DEFAULT_DISTANCE : distance
}

/** The penalty of spec 1 §9: 0.01 per hop beyond 1 (the user and their follows lose nothing). */
export function distancePenalty(distance: number): number {
  return DISTANCE_PENALTY * Math.max(0, rankingDistance(distance) - 1)
}

/** Spec 1 §9's score: match × 5 − distance penalty + friends boost + prefix boost; higher ranks first. */
export function suggestionScore({ matchQuality, distance, friendsFollowing, prefix }: ScoreInputs): number {
  return matchQuality * SCORE_MULTIPLIER - distancePenalty(distance) + FRIEND_BOOST * friendsFollowing + (prefix ? PREFIX_MATCH_BOOST : 0)
}

/** The best score a candidate can still reach before its fuzzy match and friends are known. */
export function suggestionScoreBound(distance: number, prefix: boolean): number {
  return SCORE_MULTIPLIER - distancePenalty(distance) + (prefix ? PREFIX_MATCH_BOOST : 0)
}
