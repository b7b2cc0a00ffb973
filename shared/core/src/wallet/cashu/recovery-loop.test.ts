import { Subject } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createManualClock } from '../../test-support/manual-clock'
import type { CashuMint } from '../../../../../e2e/servers/money/cashu-mint.mjs'
import { balanceOf, fund, openWallet, startTestMint, unspentAtMint } from '../test-support/mint-fixture'
import type { RecoveryOutcome } from './recovery'
import { keepRecovering, RECOVERY_RETRY_MS } from './recovery-loop'

/** A wallet whose recover() answers the scripted passes in turn (and records what each was asked about). */
function scriptedWallet(passes: Array<Record<string, RecoveryOutcome>>) {
  const asked: Array<readonly string[] | undefined> = []
  return {
    asked,
    unsettled$: new Subject<string>(),
    recover: async (only?: readonly string[]) => (asked.push(only), new Map(Object.entries(passes[asked.length - 1] ?? {}))),
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('keepRecovering', () => {
  it('retries only what the last pass left unfinished, with growing delays, until nothing is left', async () => {
    const clock = createManualClock()
    const wallet = scriptedWallet([{ a: 'waiting', b: 'finished', c: 'offline' }, { a: 'finished', c: 'offline' }, { c: 'rolledBack' }])
    await keepRecovering(wallet, clock).first
    expect(clock.pendingDelays()).toEqual([RECOVERY_RETRY_MS[0]])
    clock.runNext()
    await settle()
    expect(clock.pendingDelays()).toEqual([RECOVERY_RETRY_MS[1]])
    clock.runNext()
    await settle()
    expect(wallet.asked).toEqual([undefined, ['a', 'c'], ['c']])
    expect(clock.pendingDelays()).toEqual([])
  })

  it('sets no timer when the first pass settles everything, and stop() cancels a waiting retry', async () => {
    const clock = createManualClock()
    await keepRecovering(scriptedWallet([{ a: 'finished', b: 'failed' }]), clock).first
    expect(clock.pendingDelays()).toEqual([])
    const loop = keepRecovering(scriptedWallet([{ a: 'offline' }]), clock)
    await loop.first
    loop.stop()
    expect(clock.pendingDelays()).toEqual([])
  })

  it('an operation whose mint call got no answer after open is asked about again', async () => {
    const clock = createManualClock()
    const wallet = scriptedWallet([{}, { late: 'finished' }])
    await keepRecovering(wallet, clock).first
    expect(clock.pendingDelays()).toEqual([])
    wallet.unsettled$.next('late')
    expect(clock.pendingDelays()).toEqual([RECOVERY_RETRY_MS[0]])
    clock.runNext()
    await settle()
    expect(wallet.asked).toEqual([undefined, ['late']])
    expect(clock.pendingDelays()).toEqual([])
  })
})

describe('keepRecovering against the test mint', () => {
  let mint: CashuMint
  beforeAll(async () => ({ mint } = await startTestMint()))
  afterAll(() => mint.close())

  it('a send cut short, reopened while the mint is down, is finished once the mint is back, without another reload', async () => {
    const { wallet, reopen } = openWallet([mint.url])
    await fund(wallet, 10)
    mint.dropNextResponse('/v1/swap')
    await expect(wallet.sendToken(3)).rejects.toThrow(/offline/)
    await mint.close()
    const clock = createManualClock()
    const reopened = reopen()
    await keepRecovering(reopened, clock).first
    expect(clock.pendingDelays()).toEqual([RECOVERY_RETRY_MS[0]]) // offline: asked again later
    mint = await mint.restart()
    clock.runNext()
    await vi.waitFor(async () => expect(await balanceOf(reopened)).toBe(7))
    expect(await unspentAtMint(reopened, mint.url)).toBe(7)
    expect(clock.pendingDelays()).toEqual([])
  })

  it('a send that got no answer in this session is rolled back once the mint is back, without a reload', async () => {
    const { wallet } = openWallet([mint.url])
    const clock = createManualClock()
    keepRecovering(wallet, clock)
    await fund(wallet, 10)
    await mint.close()
    await expect(wallet.sendToken(3)).rejects.toThrow(/offline/)
    expect(await balanceOf(wallet)).toBeLessThan(10) // the inputs are reserved
    expect(clock.pendingDelays()).toEqual([RECOVERY_RETRY_MS[0]])
    mint = await mint.restart()
    clock.runNext()
    await vi.waitFor(async () => expect(await balanceOf(wallet)).toBe(10))
    expect(await unspentAtMint(wallet, mint.url)).toBe(10)
  })
})
