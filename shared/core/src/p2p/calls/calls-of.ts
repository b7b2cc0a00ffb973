import type { Core } from '../../core/create-core'
import type { P2P } from '../p2p-service'
import { createCalls, type Calls } from './calls-service'

const services = new WeakMap<P2P, Calls>()

function getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream> {
  // Missing outside a secure context: 'Failed to start call: …'.
  if (!globalThis.navigator?.mediaDevices?.getUserMedia) return Promise.reject(new Error('camera and microphone are not available in this browser'))
  return navigator.mediaDevices.getUserMedia(constraints)
}

/** The calls of a running peer-to-peer layer (one per layer: the shell's call view and the peers page share it). */
export function callsOf(core: Core, p2p: P2P): Calls {
  const known = services.get(p2p)
  if (known) return known
  const calls = createCalls({
    peerId: p2p.peerId,
    connected$: p2p.connected$,
    messages$: p2p.messages$,
    getUserMedia,
    callsEnabled: () => core.settings.get().network.webrtcCallsEnabled,
    failed: (message) => core.bus.publish({ type: 'toast', message, kind: 'error' }),
    log: p2p.log,
  })
  services.set(p2p, calls)
  return calls
}
