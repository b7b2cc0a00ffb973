import { BehaviorSubject, type Observable } from 'rxjs'
import type { Core } from '../../core/create-core'
import { systemClock } from '../../policies/clock'
import { p2pOf } from '../p2p-of'
import { createFileTransfers, type FileTransfers } from './file-transfers'

/** File transfers of a core's running P2P (null while peer-to-peer is off), shared by the shell and the settings page. */
export interface PeerFilesHandle {
  readonly current$: Observable<FileTransfers | null>
  readonly current: FileTransfers | null
}

const handles = new WeakMap<Core, PeerFilesHandle>()

/** The core's file transfers, following its P2P: a new P2P gets fresh transfers, the old ones end. */
export function peerFilesOf(core: Core): PeerFilesHandle {
  const known = handles.get(core)
  if (known) return known
  const current$ = new BehaviorSubject<FileTransfers | null>(null)
  p2pOf(core).current$.subscribe((p2p) => {
    current$.value?.dispose()
    current$.next(
      p2p
        ? createFileTransfers({
            clock: systemClock,
            log: p2p.log,
            receivingEnabled: () => core.settings.get().network.webrtcFileReceivingEnabled,
            connected$: p2p.connected$,
            messages$: p2p.messages$,
          })
        : null,
    )
  })
  const handle: PeerFilesHandle = {
    current$: current$.asObservable(),
    get current() {
      return current$.value
    },
  }
  handles.set(core, handle)
  return handle
}
