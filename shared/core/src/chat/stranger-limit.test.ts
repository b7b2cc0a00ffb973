import { describe, expect, it } from 'vitest'
import { createStrangerLimit, STRANGER_MESSAGES_PER_SENDER, STRANGER_MESSAGES_TOTAL, STRANGER_WINDOW_MS } from './stranger-limit'

describe('the rate limit on unknown senders', () => {
  it('admits a few per sender and minute, then again once the window has passed', () => {
    let now = 0
    const limit = createStrangerLimit(() => now)
    const admitted = Array.from({ length: STRANGER_MESSAGES_PER_SENDER + 2 }, () => limit.admit('spammer')).filter(Boolean)
    expect(admitted).toHaveLength(STRANGER_MESSAGES_PER_SENDER)
    expect(limit.admit('someone else')).toBe(true)
    now += STRANGER_WINDOW_MS + 1
    expect(limit.admit('spammer')).toBe(true)
  })

  it('caps all unknown senders together, whatever keys they use', () => {
    const limit = createStrangerLimit(() => 0)
    const admitted = Array.from({ length: STRANGER_MESSAGES_TOTAL + 10 }, (_, n) => limit.admit(`sender-${n}`)).filter(Boolean)
    expect(admitted).toHaveLength(STRANGER_MESSAGES_TOTAL)
  })
})
