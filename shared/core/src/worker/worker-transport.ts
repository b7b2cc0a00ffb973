import type { Clock } from '../policies/clock'
import type { Verifier } from '../policies/verifier'
import type { AuthSigner } from '../relay/connection/relay-auth'
import { createAuthBroker, type WorkerPoolAuth } from './auth-broker'
import { createManualEnvironment, type RelayEnvironment } from '../relay/environment'
import { createPoolProxy, type ClientPort, type WorkerRelayPool } from './pool-proxy'
import type { HostPort } from './relay-host'
import { newRelaySharedWorker, newRelayWorker } from './relay-worker-handle'
import { withFallback, type Transport } from './transport-fallback'

/** Where the relay sockets run. */
export type TransportMode = 'shared-worker' | 'worker' | 'in-thread'

/** Options of createWorkerPool: the pool options plus where to run. */
export interface WorkerPoolOptions {
  relays: string[]
  mode?: TransportMode
  /** In-thread only (functions cannot cross to a worker): injecting one forces 'in-thread'. */
  verifier?: Verifier
  WebSocketImpl?: typeof WebSocket
  clock?: Clock
  /** NIP-42: signs the kind-22242 events the worker asks this tab for (stays in the tab, any mode). */
  authSigner?: AuthSigner
  /** The page's foreground / network-back signals, forwarded to the worker's pool. */
  environment?: RelayEnvironment
}

/** A SharedWorker where the browser has one, else a dedicated Worker, else in this thread. */
export function pickTransportMode(): TransportMode {
  if (typeof SharedWorker !== 'undefined') return 'shared-worker'
  if (typeof Worker !== 'undefined') return 'worker'
  return 'in-thread'
}

/**
 * The RelayPool with sockets, parsing and signature checks off the main thread: one pool in a
 * SharedWorker for all tabs, or a dedicated Worker, or (Node, tests) the same host in-thread
 * behind a MessageChannel so the protocol is the same everywhere.
 */
export function createWorkerPool(opts: WorkerPoolOptions): WorkerRelayPool {
  const injected = opts.verifier !== undefined || opts.WebSocketImpl !== undefined
  const mode = injected ? 'in-thread' : (opts.mode ?? pickTransportMode())
  const inThread = () => inThreadPort(opts)
  const { port, release } =
    mode === 'in-thread' ? inThread() : withFallback(mode === 'shared-worker' ? sharedOrDedicated : dedicatedWorkerPort, inThread)
  return createPoolProxy(port, { relays: opts.relays, onClose: release, authSigner: opts.authSigner, environment: opts.environment })
}

/** SharedWorker construction can throw (e.g. denied to opaque origins): then a dedicated Worker. */
function sharedOrDedicated(onError: () => void): Transport {
  try {
    return sharedWorkerPort(onError)
  } catch {
    return dedicatedWorkerPort(onError)
  }
}

function sharedWorkerPort(onError: () => void): Transport {
  const worker = newRelaySharedWorker()
  worker.onerror = onError
  return { port: worker.port as unknown as ClientPort, release: () => worker.port.close() }
}

function dedicatedWorkerPort(onError: () => void): Transport {
  const worker = newRelayWorker()
  worker.onerror = onError
  return { port: worker as unknown as ClientPort, release: () => worker.terminate() }
}

/** The host in this thread, loaded on demand (keeps the verifier code off the main bundle); the channel queues meanwhile. */
function inThreadPort(opts: WorkerPoolOptions): Transport {
  const channel = new MessageChannel()
  let release = () => {}
  let released = false
  void import('./ingest-host').then(({ createIngestHost }) => {
    if (released) return
    const tabSignals = createManualEnvironment()
    const auth = createAuthBroker({ clock: opts.clock, onEnvironment: tabSignals.emit })
    const pool: WorkerPoolAuth = { authSigner: auth.sign, environment: tabSignals }
    const host = createIngestHost({ verifier: opts.verifier, WebSocketImpl: opts.WebSocketImpl, clock: opts.clock, pool })
    const detach = auth.attach(channel.port2 as unknown as HostPort, host.attach)
    release = () => {
      detach()
      host.close()
    }
  })
  return {
    port: channel.port1 as unknown as ClientPort,
    release: () => {
      released = true
      release()
      channel.port1.close()
      channel.port2.close()
    },
  }
}
