// The relay worker: sockets, parsing, validation and signature checks, off the main thread.
// Runs as a SharedWorker (one pool for every tab, one port per tab) or a dedicated Worker.
import { lazyDatabase } from '../db/database-handle'
import { browserEnvironment, createManualEnvironment, type RelayEnvironment } from '../relay/environment'
import { createAuthBroker, type WorkerPoolAuth } from './auth-broker'
import { createIngestHost } from './ingest-host'
import type { HostPort } from './relay-host'

interface WorkerScope {
  onconnect?: ((event: { ports: ReadonlyArray<HostPort & { addEventListener?(type: 'close', fn: () => void): void }> }) => void) | null
}

const scope = globalThis as unknown as WorkerScope & HostPort
// A worker has no document: 'online' fires on the worker scope, and tabs forward their foreground signals.
const workerSignals = browserEnvironment({ window: globalThis as unknown as Window })
const tabSignals = createManualEnvironment()
const environment: RelayEnvironment = {
  subscribe(listener) {
    const stops = [workerSignals.subscribe(listener), tabSignals.subscribe(listener)]
    return () => stops.forEach((stop) => stop())
  },
}
// NIP-42: the pool's signer asks a tab over the protocol (functions cannot cross postMessage).
const auth = createAuthBroker({ onEnvironment: tabSignals.emit })
const pool: WorkerPoolAuth = { db: lazyDatabase(), environment, authSigner: auth.sign }
const host = createIngestHost({ pool })
const attach = (port: HostPort) => auth.attach(port, host.attach)

if ('onconnect' in scope) {
  scope.onconnect = ({ ports }) => {
    const port = ports[0]
    const detach = attach(port)
    // Chromium reports a tab's port closing; tabs also say 'bye' when their core is disposed.
    port.addEventListener?.('close', detach)
  }
} else {
  attach(scope)
}
