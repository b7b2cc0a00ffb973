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

/**
 * A signed event checked once as soon as the wasm is in: the first check compiles the binary's hot code (10-50 ms on a
 * slow core), which is better spent before the first relay answers than while they wait.
 */
export const WARM_UP_EVENT: NostrEvent = {
  kind: 1,
  created_at: 1_700_000_000,
  tags: [],
  content: 'warm-up',
  pubkey: '1c954dbf9406104353b5d9cb3b4fa1ad293cc5186c436c4a3827518e44ad0265',
  id: '1eb3a755998a7161cc89f03214b059bcb07612269de0e73568ff959488d645b8',
  sig: 'e2e6564ad92ce47508cc68041c906acab43e531637adbfd85a1070e00b9f93f95300f076582d8026f58b93a01a2c8457a34ddf3bdd7cd3a02530283f0cec6753',
}

/**
 * Events with more characters than this (content and tag values) are checked with nostr-tools: nostr-wasm hashes the
 * serialised event inside a heap that cannot grow, and throws on one of about 1 MB, which a relay's 1 MiB frame still
 * carries. A character can take up to 6 bytes serialised (a \u escape), so this keeps well inside that heap.
 */
export const WASM_MAX_EVENT_CHARS = 128 * 1024

/** The characters of an event's content and tag values (what its serialised size grows with). */
export function eventChars(event: Pick<NostrEvent, 'content' | 'tags'>): number {
  let chars = typeof event.content === 'string' ? event.content.length : 0
  for (const tag of event.tags) for (const value of tag) chars += typeof value === 'string' ? value.length : 0
  return chars
}

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
 * `waitMs`), and nostr-tools checks them after that, all events if the wasm fails to load, and events too large for it.
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
        checkWith(instance, WARM_UP_EVENT)
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
    if (waiting) return waiting
    let timer: ReturnType<typeof setTimeout> | undefined
    const deadline = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), opts.waitMs ?? WASM_WAIT_MS)))
    waiting = Promise.race([preload(), deadline]).then((loaded) => {
      clearTimeout(timer)
      waitedOut = !loaded
      return loaded
    })
    return waiting
  }

  const verify = ((event: NostrEvent) => {
    if (eventChars(event) > WASM_MAX_EVENT_CHARS) return withFallback(event)
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
