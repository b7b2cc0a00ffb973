import { systemClock, type Clock } from '../policies/clock'
import type { Verifier } from '../policies/verifier'
import { cachedVerifier } from '../policies/verify-cache'
import { ratioVerifier, type RatioVerifierOptions } from '../policies/verify-ratio'
import { createWasmVerifier } from '../policies/wasm-verifier'
import { createVerifySchedule } from '../policies/verify-schedule'
import { createRelayPool, type RelayPoolOptions } from '../relay/pool/relay-pool'
import { createDropLog } from './drop-log'
import type { HostStats } from './protocol'
import { createRelayHost } from './relay-host'

/** What the relay host runs with; the defaults are what the worker uses. */
export interface IngestHostOptions {
  /** Defaults to nostr-wasm (lazy) with nostr-tools as fallback; always behind the signature cache. */
  verifier?: Verifier
  /**
   * Spec 3 §9 signature check ratio per relay, in front of the cache: on by default, off when a `verifier`
   * is injected (so an injected verifier sees every event) unless options are given here; `false` turns it off.
   */
  checkRatio?: RatioVerifierOptions | false
  WebSocketImpl?: typeof WebSocket
  clock?: Clock
  log?: (line: string) => void
  /** Pool policies that live in the worker too: the database (unpublished events, event relays) and environment signals. */
  pool?: Pick<RelayPoolOptions, 'db' | 'environment' | 'authSigner'>
}

/**
 * Everything the relay worker runs: the app's RelayPool (bad frames dropped
 * and counted), signature checks (sampled per relay, then cached), and the host that serves it to tabs.
 */
export function createIngestHost(opts: IngestHostOptions = {}) {
  const clock = opts.clock ?? systemClock
  const drops = createDropLog(clock, opts.log)
  const wasm = opts.verifier ? null : createWasmVerifier()
  // Loaded while the sockets connect: the first relay answers then need no slow pure-JS checks.
  void wasm?.preload()
  const cached = cachedVerifier(opts.verifier ?? (wasm as Verifier), clock)
  const log = opts.log ?? ((line: string) => console.warn(line))
  const ratioOptions = opts.checkRatio ?? (opts.verifier ? false : {})
  // Only sampled events reach the cache, so an event accepted on its id hash alone is never remembered as verified.
  const checked: Verifier = ratioOptions
    ? ratioVerifier(cached, {
        clock,
        onUntrusted: (relay) => log(`Relay ${relay} sent an event with a bad id or signature: checking every event from it from now on`),
        ...ratioOptions,
      })
    : cached
  const counted: Verifier = (event, relay) => {
    const verdict = checked(event, relay)
    const note = (valid: boolean) => {
      if (!valid) drops.drop(relay ?? 'relays', 'bad id or signature')
      return valid
    }
    return typeof verdict === 'boolean' ? note(verdict) : verdict.then(note)
  }
  const Impl = opts.WebSocketImpl ?? globalThis.WebSocket
  const pool = createRelayPool({
    relays: [],
    verifier: counted,
    // Time-sliced so a burst (a popular feed's 1000 reactions) never holds up the lookup of the posts to show.
    verifySchedule: createVerifySchedule(),
    clock,
    WebSocketImpl: Impl,
    onDrop: drops.drop,
    ...opts.pool,
  })

  const stats = (): HostStats => {
    const { checked, cached: cacheHits, rejected } = cached.stats()
    return { engine: wasm ? wasm.engine() : 'custom', verified: checked, cacheHits, rejected, dropped: drops.counts() }
  }
  const host = createRelayHost({ pool, clock, stats })
  return {
    attach: host.attach,
    stats,
    close(): void {
      drops.flush()
      pool.close()
    },
  }
}
