import { BehaviorSubject, type Observable } from 'rxjs'
import type { Clock } from '../../policies/clock'
import { PEER_TEXTS } from '../p2p-constants'
import type { PeerLog } from '../peer-log'
import { decodeFrame } from '../blobs/binary-frame'
import type { PeerLink } from '../blobs/blob-messages'
import { asFileMessage, isFileMessageType, type FileTransfer } from './file-messages'
import { createFileReceiver } from './file-receiver'
import { createFileSender, type OutgoingFile } from './file-sender'

/** Transfers kept in the list (finished ones go first). */
const MAX_LISTED = 20

export interface FileTransfersDeps {
  clock: Clock
  log: PeerLog
  receivingEnabled(): boolean
  connected$: Observable<PeerLink[]>
  messages$: Observable<{ from: PeerLink; message: Record<string, unknown> | ArrayBuffer }>
}

const isFinished = (transfer: FileTransfer) => !['waiting', 'sending', 'receiving'].includes(transfer.status)

/** A progress step worth showing: a status change, or at least 1% more of the file. */
const isVisibleStep = (before: FileTransfer | undefined, after: FileTransfer) =>
  !before || before.status !== after.status || after.done - before.done >= after.size / 100

/** Spec 3 §4 'File transfer' with every connected peer, and the progress of each file both ways. */
export function createFileTransfers(deps: FileTransfersDeps) {
  const { log } = deps
  const transfers$ = new BehaviorSubject<FileTransfer[]>([])

  function update(transfer: FileTransfer) {
    const list = transfers$.value
    const before = list.find((each) => each.key === transfer.key)
    if (!isVisibleStep(before, transfer)) return
    const next = before ? list.map((each) => (each.key === transfer.key ? transfer : each)) : [...list, transfer]
    const extra = next.length - MAX_LISTED
    transfers$.next(extra > 0 ? next.filter((each, index) => !(isFinished(each) && index < extra)) : next)
  }

  const sender = createFileSender({ clock: deps.clock, log, update })
  const receiver = createFileReceiver({ log, receivingEnabled: deps.receivingEnabled, update })

  function onJson(from: PeerLink, message: Record<string, unknown>) {
    if (!isFileMessageType(message.type)) return
    const parsed = asFileMessage(message)
    if (!parsed) return log.warn(PEER_TEXTS.unsupported, from.record.short, 'down')
    if (parsed.type === 'file-metadata') return receiver.onMetadata(from, parsed)
    sender.onAnswer(from, parsed)
  }

  function onBinary(from: PeerLink, buffer: ArrayBuffer) {
    const frame = decodeFrame(buffer)
    if (frame?.kind === 'file') receiver.onChunk(from, frame)
  }

  const listening = deps.messages$.subscribe(({ from, message }) => (message instanceof ArrayBuffer ? onBinary(from, message) : onJson(from, message)))
  let peers: PeerLink[] = []
  const following = deps.connected$.subscribe((now) => {
    for (const gone of peers.filter((peer) => !now.includes(peer))) {
      sender.forget(gone)
      receiver.forget(gone)
    }
    peers = now
  })

  return {
    /** Every file on its way or finished, both directions, oldest first. */
    transfers$: transfers$.asObservable(),
    /** Sends a file to a connected peer (logged 'peer connection not connected' when its channel is not open). */
    send: (peer: PeerLink, file: OutgoingFile) => sender.send(peer, file),
    /** Takes a finished transfer (a saved or dismissed file) off the list. */
    dismiss: (key: string) => transfers$.next(transfers$.value.filter((each) => each.key !== key)),
    dispose() {
      listening.unsubscribe()
      following.unsubscribe()
      transfers$.complete()
    },
  }
}

export type FileTransfers = ReturnType<typeof createFileTransfers>
