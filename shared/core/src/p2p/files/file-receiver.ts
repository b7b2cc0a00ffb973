import type { PeerLog } from '../peer-log'
import type { Frame } from '../blobs/binary-frame'
import type { PeerLink } from '../blobs/blob-messages'
import type { FileMessage, FileTransfer } from './file-messages'
import { safeFileName } from './safe-file-name'

/** The largest file we take from a peer (it is held in memory until saved). */
export const MAX_INCOMING_FILE_BYTES = 1024 * 1024 * 1024

interface Incoming {
  transfer: FileTransfer
  id: number
  accepted: boolean
  parts: Uint8Array[]
}

export interface FileReceiverDeps {
  log: PeerLog
  /** The webrtcFileReceivingEnabled setting: off, every file is rejected. */
  receivingEnabled(): boolean
  /** A transfer appeared or moved on. */
  update(transfer: FileTransfer): void
}

/** The receiving side of spec 3 §4 'File transfer': one file at a time per peer, counted to its exact size. */
export function createFileReceiver(deps: FileReceiverDeps) {
  const { log } = deps
  const incoming = new Map<PeerLink, Incoming>()

  function end(peer: PeerLink, status: FileTransfer['status'], file?: Blob) {
    const current = incoming.get(peer)
    if (!current) return
    incoming.delete(peer)
    deps.update({ ...current.transfer, status, ...(file ? { file } : {}) })
  }

  function onMetadata(peer: PeerLink, { id, metadata }: Extract<FileMessage, { type: 'file-metadata' }>) {
    const label = peer.record.short
    const reject = (why: string) => {
      log.info(`file rejected: ${why}`, label, 'up')
      peer.session.sendJson({ type: 'file-rejected', id })
    }
    if (!deps.receivingEnabled()) return reject('receiving files is off')
    if (metadata.size === 0 || metadata.size > MAX_INCOMING_FILE_BYTES) return reject(`size ${metadata.size}`)
    end(peer, 'failed')
    const transfer: FileTransfer = { key: `incoming:${label}:${id}`, direction: 'incoming', peer: label, name: safeFileName(metadata.name), size: metadata.size, done: 0, status: 'receiving' }
    const state: Incoming = { transfer, id, accepted: false, parts: [] }
    incoming.set(peer, state)
    if (!peer.session.sendJson({ type: 'file-accepted', id })) return end(peer, 'failed')
    state.accepted = true
    log.info(`receiving ${transfer.name} (${metadata.size} bytes)`, label, 'down')
    deps.update(transfer)
  }

  /** Data before the metadata, before acceptance, or of another transfer is ignored (spec 3 §4). */
  function onChunk(peer: PeerLink, frame: Frame) {
    const state = incoming.get(peer)
    if (!state || !state.accepted || frame.transfer !== state.id) return log.debug('file data before its metadata ignored', peer.record.short, 'down')
    const { transfer } = state
    if (frame.index !== state.parts.length || transfer.done + frame.payload.byteLength > transfer.size) {
      log.warn(`file ${transfer.name}: chunk out of order or past its size`, peer.record.short, 'down')
      return end(peer, 'failed')
    }
    state.parts.push(frame.payload.slice())
    const done = transfer.done + frame.payload.byteLength
    state.transfer = { ...transfer, done }
    if (done === transfer.size) return end(peer, 'received', new Blob(state.parts as Uint8Array<ArrayBuffer>[], { type: 'application/octet-stream' }))
    deps.update(state.transfer)
  }

  return {
    onMetadata,
    onChunk,
    /** The peer left mid-file: the file is failed. */
    forget: (peer: PeerLink) => end(peer, 'failed'),
  }
}
