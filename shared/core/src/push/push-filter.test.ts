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
  it('is the 3-kind subscription of the older version', () => {
    expect(isLegacySubscription({ filter: { kinds: [1, 6, 7] } })).toBe(true)
    expect(isLegacySubscription({ filter: { kinds: [1, 6, 7, 9735] } })).toBe(false)
    expect(isLegacySubscription({})).toBe(false)
  })
})
