import type { GraphBackend } from './graph-backend'
import { DEFAULT_SOCIAL_GRAPH_ROOT } from './graph-constants'
import { createGraphEngine } from './graph-engine'
import { graphBackendProxy, type MessageEndpoint } from './graph-rpc'

/** Where the graph is computed: a Worker (browser), in this thread (Node, tests), or auto. */
export type GraphTransport = 'worker' | 'in-thread' | 'auto'

/** A Worker is used when the environment has one (the browser); Node and tests compute in-thread. */
export function createGraphBackend(transport: GraphTransport = 'auto'): GraphBackend {
  const useWorker = transport === 'worker' || (transport === 'auto' && typeof Worker !== 'undefined')
  return useWorker ? workerGraphBackend() : createGraphEngine(DEFAULT_SOCIAL_GRAPH_ROOT)
}

/** The graph in its own module Worker (Rspack bundles graph.worker.ts from this `new URL`). */
function workerGraphBackend(): GraphBackend {
  const worker = new Worker(new URL('./graph.worker.ts', import.meta.url), { type: 'module' })
  return graphBackendProxy(worker as unknown as MessageEndpoint, () => worker.terminate())
}
