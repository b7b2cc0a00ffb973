import type { Core } from '../../core/create-core'
import { systemClock } from '../../policies/clock'
import type { P2P } from '../p2p-service'
import { createFileTransfers, type FileTransfers } from './file-transfers'

const services = new WeakMap<P2P, FileTransfers>()

/**
 * The file transfers of a running P2P (one per P2P, shared by the shell, which shows incoming files, and the settings
 * page, which sends them). A stopped P2P's messages end, and so do its transfers.
 */
export function peerFilesOf(core: Core, p2p: P2P): FileTransfers {
  const known = services.get(p2p)
  if (known) return known
  const files = createFileTransfers({
    clock: systemClock,
    log: p2p.log,
    receivingEnabled: () => core.settings.get().network.webrtcFileReceivingEnabled,
    connected$: p2p.connected$,
    messages$: p2p.messages$,
  })
  services.set(p2p, files)
  return files
}
