import type { Clock } from '../../policies/clock'
import type { CashuWallet } from './cashu-wallet'
import type { RecoveryOutcome } from './recovery'

/** Outcomes that leave an operation unfinished: the mint was offline, a quote is unpaid, a melt still pending. */
const UNSETTLED: readonly RecoveryOutcome[] = ['waiting', 'offline']

/** Delays before each retry (the last one repeats): soon at first, as a mint restart or a payment is often quick. */
export const RECOVERY_RETRY_MS = [2_500, 5_000, 10_000, 20_000, 30_000]

export interface RecoveryLoop {
  /** The pass at open (what the NIP-60 backup waits for). */
  readonly first: Promise<void>
  stop(): void
}

/**
 * Recovers at open, then asks the mints again, with growing delays, about the operations left unfinished — by that
 * pass, or later by a mint call that got no answer (`unsettled$`) — until each is finished, rolled back or failed: a
 * mint back from a crash, or an invoice paid after a reload, settles without another reload. Only those operations
 * are retried: one in flight is finished by its own call, and a retry must not race it.
 */
export function keepRecovering(cashu: Pick<CashuWallet, 'recover' | 'unsettled$'>, clock: Clock, delays: readonly number[] = RECOVERY_RETRY_MS): RecoveryLoop {
  const waiting = new Set<string>()
  let stopped = false
  let running = false
  let timer: unknown = null
  let attempt = 0

  function schedule(): void {
    if (stopped || running || timer !== null || waiting.size === 0) return
    const delay = delays[Math.min(attempt++, delays.length - 1)]
    timer = clock.setTimeout(() => {
      timer = null
      void pass([...waiting])
    }, delay)
  }

  async function pass(only?: string[]): Promise<void> {
    running = true
    only?.forEach((id) => waiting.delete(id))
    try {
      for (const id of unsettled(await cashu.recover(only))) waiting.add(id)
    } catch (error) {
      if (isClosed(error)) stopped = true
      else console.warn('Wallet recovery failed', error)
      only?.forEach((id) => waiting.add(id))
    } finally {
      running = false
    }
    schedule()
  }

  const subscription = cashu.unsettled$.subscribe((id) => {
    if (waiting.has(id)) return
    waiting.add(id)
    attempt = 0 // a fresh failure: ask again soon
    schedule()
  })
  return {
    first: pass(),
    stop() {
      stopped = true
      subscription.unsubscribe()
      clock.clearTimeout(timer)
    },
  }
}

function unsettled(outcomes: Map<string, RecoveryOutcome>): string[] {
  return [...outcomes].filter(([, outcome]) => UNSETTLED.includes(outcome)).map(([id]) => id)
}

/** The account's database was closed meanwhile (signed out): the loop ends quietly. */
const isClosed = (error: unknown) => (error as { name?: string }).name === 'DatabaseClosedError'
