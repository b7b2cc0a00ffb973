/** Set by the shell's production build: the relay worker built as one self-contained file (scripts/build/rspack-worker.mjs). */
declare const __RELAY_WORKER_FILE__: string

// `typeof __RELAY_WORKER_FILE__` is a constant after the production build: the bundler drops the other branch, and
// with it the chunked worker that `new URL('./relay.worker.ts', import.meta.url)` would build (used in development).

/** The relay SharedWorker (one per origin: every tab that asks gets the running instance). */
export function newRelaySharedWorker(): SharedWorker {
  return typeof __RELAY_WORKER_FILE__ === 'string'
    ? new SharedWorker(__RELAY_WORKER_FILE__, { name: 'nostr-relays' })
    : new SharedWorker(new URL('./relay.worker.ts', import.meta.url), { type: 'module', name: 'nostr-relays' })
}

/** A dedicated relay worker, where SharedWorker is missing or refused. */
export function newRelayWorker(): Worker {
  return typeof __RELAY_WORKER_FILE__ === 'string'
    ? new Worker(__RELAY_WORKER_FILE__, { name: 'nostr-relays' })
    : new Worker(new URL('./relay.worker.ts', import.meta.url), { type: 'module', name: 'nostr-relays' })
}
