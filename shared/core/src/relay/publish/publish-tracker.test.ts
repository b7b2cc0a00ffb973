import { describe, expect, it } from 'vitest'
import type { PublishResult } from '../connection/connection-types'
import { trackPublish, type RelayPublishStatus } from './publish-tracker'

const answer = (relay: string, ok: boolean, message = '') => Promise.resolve<PublishResult>({ relay, ok, message })

describe('trackPublish', () => {
  it('moves each relay from pending to success or error', async () => {
    const seen: RelayPublishStatus[][] = []
    const tracker = trackPublish(['a', 'b'], (url) => answer(url, url === 'a', url === 'a' ? '' : 'Publish timeout after 2500ms'))
    tracker.status$.subscribe((statuses) => seen.push(statuses))
    await tracker.done
    expect(seen[0]).toEqual([{ relay: 'a', state: 'pending' }, { relay: 'b', state: 'pending' }])
    expect(seen.at(-1)).toEqual([
      { relay: 'a', state: 'success' },
      { relay: 'b', state: 'error', message: 'Publish timeout after 2500ms' },
    ])
  })

  it('rejects below the quorum with the verbatim error', async () => {
    const tracker = trackPublish(['a', 'b', 'c'], (url) => answer(url, url === 'a'), 2)
    await expect(tracker.done).rejects.toThrow('Not enough relays received the event (1 published, 2 required)')
  })

  it('rejects when there is no relay at all', async () => {
    await expect(trackPublish([], (url) => answer(url, true)).done).rejects.toThrow(
      'Not enough relays received the event (0 published, 1 required)',
    )
  })
})

describe('isWorthResending', () => {
  it('resends after timeouts, disconnects and auth refusals, not after a final verdict', async () => {
    const { isWorthResending } = await import('./publish-tracker')
    const result = (ok: boolean, message: string) => ({ relay: 'wss://r/', ok, message })
    expect(isWorthResending(result(false, 'Publish timeout after 2500ms'))).toBe(true)
    expect(isWorthResending(result(false, 'Relay wss://r/ disconnected'))).toBe(true)
    expect(isWorthResending(result(false, 'auth-required: who are you'))).toBe(true)
    expect(isWorthResending(result(false, 'invalid: bad signature'))).toBe(false)
    expect(isWorthResending(result(true, ''))).toBe(false)
  })
})
