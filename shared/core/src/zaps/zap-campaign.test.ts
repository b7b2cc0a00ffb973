import { describe, expect, it } from 'vitest'
import type { NostrEvent } from '../nostr-types'
import { createManualClock, type ManualClock } from '../test-support/manual-clock'
import { startCampaign, type CampaignDeps, type CampaignState } from './zap-campaign'

const post = (n: number, author = `author-${n}`) => ({ id: `post-${n}`, pubkey: author, kind: 1, content: '', tags: [], created_at: n, sig: '' }) as NostrEvent
const posts = (count: number) => Array.from({ length: count }, (_, n) => post(n))
const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

/** A campaign over fakes: `zapped` records each zap with the clock's time. */
function setup(overrides: Partial<CampaignDeps> = {}) {
  const clock = createManualClock(0)
  const zapped: Array<{ id: string; at: number }> = []
  const deps: CampaignDeps = {
    zap: async (target) => void zapped.push({ id: target.id, at: clock.now() }),
    alreadyZapped: async () => false,
    hasLightningAddress: async () => true,
    clock,
    ...overrides,
  }
  return { clock, zapped, deps }
}

/** Runs the clock in 100 ms steps until the campaign is done. */
async function runOut(clock: ManualClock, states: CampaignState[]) {
  for (let step = 0; step < 1000 && states.at(-1)?.status !== 'done'; step++) {
    await flush()
    clock.advance(100)
  }
  return states.at(-1)!
}

describe('zap-all campaign (spec 2 §4, §5, §9)', () => {
  it('zaps 500 ms apart and stops at its budget: 5 posts, 21 bits each, budget 63', async () => {
    const { clock, zapped, deps } = setup()
    const states: CampaignState[] = []
    startCampaign(posts(5), { bitsPerPost: 21, budget: 63 }, deps).state$.subscribe((state) => states.push(state))
    const end = await runOut(clock, states)
    expect(zapped.map((zap) => zap.id)).toEqual(['post-0', 'post-1', 'post-2'])
    expect(zapped.map((zap) => zap.at)).toEqual([0, 500, 1000])
    expect(end).toMatchObject({ status: 'done', zaps: 3, spent: 63, result: 'Budget exhausted after 3 zaps (63 bits)' })
  })

  it('skips posts already zapped and authors without a lightning address, with log entries', async () => {
    const { clock, zapped, deps } = setup({
      alreadyZapped: async (target) => target.id === 'post-1',
      hasLightningAddress: async (pubkey) => pubkey !== 'author-2',
    })
    const states: CampaignState[] = []
    startCampaign(posts(4), { bitsPerPost: 21, budget: 1000 }, deps).state$.subscribe((state) => states.push(state))
    const end = await runOut(clock, states)
    expect(zapped.map((zap) => zap.id)).toEqual(['post-0', 'post-3'])
    expect(end.log.map((entry) => entry.text)).toEqual(['21 bits', 'Already zapped', 'No lightning address', '21 bits'])
    expect(end.result).toBe('Campaign done: 2 zaps (42 bits)')
  })

  it('an already-zapped check that takes over 2 s counts as not zapped', async () => {
    const { clock, zapped, deps } = setup({ alreadyZapped: () => new Promise(() => {}) })
    const states: CampaignState[] = []
    startCampaign(posts(1), { bitsPerPost: 5, budget: 5 }, deps).state$.subscribe((state) => states.push(state))
    await flush()
    clock.advance(1999)
    await flush()
    expect(zapped).toHaveLength(0)
    clock.advance(1)
    await flush()
    expect(zapped.map((zap) => zap.at)).toEqual([2000])
  })

  it('pauses, continues and stops by the user', async () => {
    const { clock, zapped, deps } = setup()
    const states: CampaignState[] = []
    const campaign = startCampaign(posts(10), { bitsPerPost: 1, budget: 1000 }, deps)
    campaign.state$.subscribe((state) => states.push(state))
    await flush()
    campaign.pause()
    clock.advance(5000)
    await flush()
    expect(zapped).toHaveLength(1)
    expect(states.at(-1)?.status).toBe('paused')
    campaign.resume()
    await flush()
    expect(zapped).toHaveLength(2)
    campaign.stop()
    const end = await runOut(clock, states)
    expect(end.result).toBe('Campaign stopped by user after 2 zaps')
    expect(zapped).toHaveLength(2)
  })

  it('refuses an amount below 1 or a budget below one zap, with the spec texts', () => {
    const { deps } = setup()
    expect(() => startCampaign(posts(1), { bitsPerPost: 0, budget: 100 }, deps)).toThrow('Zap amount must be at least 1')
    expect(() => startCampaign(posts(1), { bitsPerPost: 50, budget: 49 }, deps)).toThrow('Budget must be at least one zap amount')
  })

  it('logs a failed zap and goes on', async () => {
    const { clock, deps } = setup({ zap: async (target) => { if (target.id === 'post-0') throw new Error('Payment failed') } })
    const states: CampaignState[] = []
    startCampaign(posts(2), { bitsPerPost: 1, budget: 10 }, deps).state$.subscribe((state) => states.push(state))
    const end = await runOut(clock, states)
    expect(end.log.map((entry) => [entry.outcome, entry.text])).toEqual([['failed', 'Payment failed'], ['zapped', '1 bits']])
  })
})
