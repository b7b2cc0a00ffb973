import type { NostrEvent } from '../nostr-types'
import type { Verifier } from './verifier'

/** The part of nostr-wasm's instance used here: throws when the id or signature is wrong. */
export interface WasmVerify {
  verifyEvent(event: NostrEvent): void
}

/** Pure-JS check used while the wasm loads or when it cannot load. */
export type SyncVerify = (event: NostrEvent) => boolean

export interface WasmVerifierOptions {
  /** Loads the wasm verifier (default: nostr-wasm, from the shipped binary in production builds). */
  load?: () => Promise<WasmVerify>
  /** Loads the fallback (default: nostr-tools' `verifyEvent`). */
  loadFallback?: () => Promise<SyncVerify>
  /** How long checks wait for a loading wasm before the fallback takes them (default WASM_WAIT_MS). */
  waitMs?: number
}

/**
 * How long checks wait for nostr-wasm while it loads before nostr-tools takes them: the pure-JS check is about five
 * times slower (3 ms an event on a slow core), so a burst of relay answers is done sooner by waiting for a binary
 * that is on its way; a binary that takes longer than this does not hold the checks up further.
 */
export const WASM_WAIT_MS = 2000

/** A Verifier that also reports which engine it is using and can start loading early. */
export interface WasmVerifier extends Verifier {
  /** Starts loading the wasm; resolves true when it is in use. */
  preload(): Promise<boolean>
  engine(): 'loading' | 'wasm' | 'js'
}

const loadNostrWasm = async (): Promise<WasmVerify> => (await import('./nostr-wasm-instance')).nostrWasmInstance()
const loadNostrTools = async (): Promise<SyncVerify> => (await import('nostr-tools/pure')).verifyEvent

/**
 * Schnorr checks with nostr-wasm, loaded lazily on first use; events that arrive while it loads wait for it (up to
 * `waitMs`), and nostr-tools checks them after that, and all events if the wasm fails to load.
 */
export function createWasmVerifier(opts: WasmVerifierOptions = {}): WasmVerifier {
  let wasm: WasmVerify | null = null
  let failed = false
  let loading: Promise<boolean> | null = null
  let fallback: Promise<SyncVerify> | null = null
  /** One deadline for every check waiting on the load: resolves whether the wasm came in time. */
  let waiting: Promise<boolean> | null = null
  let waitedOut = false

  function preload(): Promise<boolean> {
    loading ??= (opts.load ?? loadNostrWasm)().then(
      (instance) => {
        wasm = instance
        return true
      },
      (error) => {
        failed = true
        console.warn('nostr-wasm could not load; verifying signatures with nostr-tools', error)
        return false
      },
    )
    return loading
  }

  const withFallback = async (event: NostrEvent) => {
    fallback ??= (opts.loadFallback ?? loadNostrTools)()
    return (await fallback)(event)
  }

  function untilLoaded(): Promise<boolean> {
    waiting ??= Promise.race([
      preload(),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), opts.waitMs ?? WASM_WAIT_MS)),
    ]).then((loaded) => {
      waitedOut = !loaded
      return loaded
    })
    return waiting
  }

  const verify = ((event: NostrEvent) => {
    if (wasm) return checkWith(wasm, event)
    if (failed || waitedOut) return withFallback(event)
    return untilLoaded().then(() => (wasm ? checkWith(wasm, event) : withFallback(event)))
  }) as WasmVerifier
  verify.preload = preload
  verify.engine = () => (wasm ? 'wasm' : failed ? 'js' : 'loading')
  return verify
}

function checkWith(wasm: WasmVerify, event: NostrEvent): boolean {
  try {
    wasm.verifyEvent(event)
    return true
  } catch {
    return false
  }
}
