import { lazyService } from '../util/lazy-service'
import { GRAPH_BACKEND_METHODS, type GraphBackend } from './graph-backend'
import { DEFAULT_SOCIAL_GRAPH_ROOT } from './graph-constants'
import { graphBackendProxy, type MessageEndpoint } from './graph-rpc'

/** Where the graph is computed: a Worker (browser), in this thread (Node, tests), or auto. */
export type GraphTransport = 'worker' | 'in-thread' | 'auto'

/** A Worker is used when the environment has one (the browser); Node and tests compute in-thread. */
export function createGraphBackend(transport: GraphTransport = 'auto'): GraphBackend {
  const useWorker = transport === 'worker' || (transport === 'auto' && typeof Worker !== 'undefined')
  return useWorker ? workerGraphBackend() : inThreadGraphBackend()
}

/**
 * The graph computed in this thread, its engine (and nostr-social-graph) loaded on the first call: a browser, which
 * uses the Worker, never downloads them on the main thread.
 */
function inThreadGraphBackend(): GraphBackend {
  let engine: GraphBackend | null = null
  const calls = lazyService(async () => (engine = (await import('./graph-engine')).createGraphEngine(DEFAULT_SOCIAL_GRAPH_ROOT)), GRAPH_BACKEND_METHODS)
  return { ...calls, dispose: () => engine?.dispose() }
}

/** Set by the shell's production build: the graph worker built as one self-contained file (scripts/build/rspack-worker.mjs). */
declare const __GRAPH_WORKER_FILE__: string

/**
 * The graph in its own Worker. After the production build `typeof __GRAPH_WORKER_FILE__` is a constant and the bundler
 * drops the other branch, the chunked worker (with a federation runtime of its own) that this `new URL` builds in
 * development and tests.
 */
function newGraphWorker(): Worker {
  return typeof __GRAPH_WORKER_FILE__ === 'string'
    ? new Worker(__GRAPH_WORKER_FILE__, { name: 'social-graph' })
    : new Worker(new URL('./graph.worker.ts', import.meta.url), { type: 'module', name: 'social-graph' })
}

function workerGraphBackend(): GraphBackend {
  const worker = newGraphWorker()
  return graphBackendProxy(worker as unknown as MessageEndpoint, () => worker.terminate())
}
