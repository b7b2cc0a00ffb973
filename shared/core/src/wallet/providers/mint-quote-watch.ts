import type { Clock } from '../../policies/clock'
import type { CashuWallet } from '../cashu/cashu-wallet'

/** Checks lightning receives every `everyMs` until their proofs are claimed or the quote expires. */
export function watchMintQuotes(clock: Clock, everyMs: number) {
  const timers = new Map<string, unknown>()
  const check = (cashu: CashuWallet, id: string) => {
    timers.set(
      id,
      clock.setTimeout(async () => {
        const progress = await cashu.checkLightning(id).catch(() => 'unpaid' as const)
        if (progress === 'unpaid' && timers.has(id)) check(cashu, id)
        else timers.delete(id)
      }, everyMs),
    )
  }
  return {
    watch: (cashu: CashuWallet, id: string) => void (timers.has(id) || check(cashu, id)),
    stop() {
      timers.forEach((handle) => clock.clearTimeout(handle))
      timers.clear()
    },
  }
}
