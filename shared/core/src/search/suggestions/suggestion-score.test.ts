import { describe, expect, it } from 'vitest'
import { DEFAULT_DISTANCE, rankingDistance, suggestionScore } from './suggestion-score'

describe('suggestionScore (spec 1 §9)', () => {
  it('matches hand-computed scores', () => {
    // 0.8 × 5 − 0.01 × (3 − 1) + 0.005 × 4 + 1 = 4 − 0.02 + 0.02 + 1 = 5
    expect(suggestionScore({ matchQuality: 0.8, distance: 3, friendsFollowing: 4, prefix: true })).toBeCloseTo(5, 10)
    // 0.5 × 5 − 0.01 × 998 + 0 + 0 = 2.5 − 9.98 = −7.48
    expect(suggestionScore({ matchQuality: 0.5, distance: DEFAULT_DISTANCE, friendsFollowing: 0, prefix: false })).toBeCloseTo(-7.48, 10)
    // 1 × 5 − 0 + 0.005 × 10 + 1 = 6.05 (a follow: no hop beyond 1)
    expect(suggestionScore({ matchQuality: 1, distance: 1, friendsFollowing: 10, prefix: true })).toBeCloseTo(6.05, 10)
    // the user: distance 0 loses nothing either
    expect(suggestionScore({ matchQuality: 0.2, distance: 0, friendsFollowing: 0, prefix: false })).toBeCloseTo(1, 10)
  })

  it('ranks a followed weak match above an unknown perfect one', () => {
    const followed = suggestionScore({ matchQuality: 0.3, distance: 2, friendsFollowing: 1, prefix: false })
    const stranger = suggestionScore({ matchQuality: 1, distance: DEFAULT_DISTANCE, friendsFollowing: 0, prefix: true })
    expect(followed).toBeGreaterThan(stranger)
  })

  it('reads the graph\'s unknown distance (1000) and missing ones as the default 999', () => {
    expect(rankingDistance(1000)).toBe(DEFAULT_DISTANCE)
    expect(rankingDistance(undefined)).toBe(DEFAULT_DISTANCE)
    expect(rankingDistance(Number.NaN)).toBe(DEFAULT_DISTANCE)
    expect(rankingDistance(2)).toBe(2)
  })
})
