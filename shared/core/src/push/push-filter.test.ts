import { describe, expect, it } from 'vitest'
import { isLegacySubscription, pushFilter } from './push-filter'

const ALL = { mentions: true, replies: true, reposts: true, reactions: true, zaps: true, dms: true }
const me = 'a'.repeat(64)

describe('pushFilter', () => {
  it('asks for every notification kind addressed to the user by default', () => {
    expect(pushFilter(ALL, me)).toEqual({ kinds: [1, 4, 6, 7, 16, 1059, 9735], '#p': [me] })
  })

  it('keeps the reply kind while either mentions or replies is on', () => {
    expect(pushFilter({ ...ALL, replies: false }, me)?.kinds).toContain(1)
    expect(pushFilter({ ...ALL, replies: false, mentions: false }, me)?.kinds).not.toContain(1)
  })

  it('subscribes to nothing when no type is enabled', () => {
    expect(pushFilter({ mentions: false, replies: false, reposts: false, reactions: false, zaps: false, dms: false }, me)).toBeNull()
  })
})

describe('isLegacySubscription', () => {
  it("is the older version's subscription: exactly kinds 1, 6 and 7 for this user", () => {
    expect(isLegacySubscription({ filter: { kinds: [1, 6, 7], '#p': [me] } }, me)).toBe(true)
    expect(isLegacySubscription({ filter: { kinds: [7, 1, 6], '#p': [me] } }, me)).toBe(true)
    expect(isLegacySubscription({ filter: { kinds: [1, 6, 7, 9735], '#p': [me] } }, me)).toBe(false)
    expect(isLegacySubscription({ filter: { kinds: [1, 6, 7], '#p': ['b'.repeat(64)] } }, me)).toBe(false)
    expect(isLegacySubscription({}, me)).toBe(false)
  })

  it('is never a filter the current preferences ask for, 3-kind ones included', () => {
    const threeKinds = [
      { ...ALL, reposts: false, dms: false }, // mentions, replies, reactions, zaps → [1, 7, 9735]
      { ...ALL, mentions: false, replies: false, reactions: false, dms: false }, // reposts, zaps → [6, 16, 9735]
    ]
    for (const preferences of threeKinds) {
      const filter = pushFilter(preferences, me)!
      expect(filter.kinds).toHaveLength(3)
      expect(isLegacySubscription({ filter }, me)).toBe(false)
    }
  })
})
