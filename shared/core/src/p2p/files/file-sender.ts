import type { Clock } from '../../policies/clock'
import { BLOB_REQUEST_TIMEOUT_MS, PEER_TEXTS, SEND_RETRY_MS } from '../p2p-constants'
import type { PeerLog } from '../peer-log'
import type { PeerLink } from '../blobs/blob-messages'
import { streamChunks } from '../blobs/chunk-stream'
import type { FileMessage, FileTransfer } from './file-messages'

/** How long the sender waits for file-accepted or file-rejected. */
export const FILE_ANSWER_TIMEOUT_MS = BLOB_REQUEST_TIMEOUT_MS

/** A file to send: a File, or any Blob with a name. */
export type OutgoingFile = Blob & { name: string }

export interface FileSenderDeps {
  clock: Clock
  log: PeerLog
  update(transfer: FileTransfer): void
}

type Answer = 'accepted' | 'rejected' | null

/** The sending side of spec 3 §4 'File transfer': metadata, the receiver's answer, then 16 KiB chunks. */
export function createFileSender(deps: FileSenderDeps) {
  const { clock, log } = deps
  const waiting = new Map<string, { peer: PeerLink; answer(value: Answer): void }>()
  let nextId = 1

  function answerOf(peer: PeerLink, id: number): Promise<Answer> {
    const key = `${peer.record.short}/${id}`
    return new Promise((resolve) => {
      const timer = clock.setTimeout(() => settle(null), FILE_ANSWER_TIMEOUT_MS)
      const settle = (value: Answer) => {
        clock.clearTimeout(timer)
        waiting.delete(key)
        resolve(value)
      }
      waiting.set(key, { peer, answer: settle })
    })
  }

  async function stream(peer: PeerLink, file: OutgoingFile, id: number, transfer: FileTransfer): Promise<FileTransfer> {
    let current: FileTransfer = { ...transfer, status: 'sending' }
    deps.update(current)
    const sent = await streamChunks({
      connection: peer.connection,
      clock,
      kind: 'file',
      transfer: id,
      size: file.size,
      read: async (start, end) => new Uint8Array(await file.slice(start, end).arrayBuffer()),
      waitMs: SEND_RETRY_MS,
      onProgress: (done) => deps.update((current = { ...current, done })),
      stopped: () => peer.connection.state !== 'connected',
    })
    if (!sent) log.warn(PEER_TEXTS.sendFailed, peer.record.short, 'up')
    return { ...current, status: sent ? 'sent' : 'failed' }
  }

  /** Sends `file` to `peer`; resolves with how it ended (sent, rejected or failed). */
  async function send(peer: PeerLink, file: OutgoingFile): Promise<FileTransfer> {
    const id = nextId++
    const transfer: FileTransfer = { key: `outgoing:${peer.record.short}:${id}`, direction: 'outgoing', peer: peer.record.short, name: file.name, size: file.size, done: 0, status: 'waiting' }
    const finish = (ended: FileTransfer) => (deps.update(ended), ended)
    if (peer.connection.state !== 'connected') {
      log.warn(PEER_TEXTS.notConnected, peer.record.short, 'up')
      return finish({ ...transfer, status: 'failed' })
    }
    deps.update(transfer)
    const answered = answerOf(peer, id)
    const metadata = { name: file.name, size: file.size, type: file.type }
    if (!peer.session.sendJson({ type: 'file-metadata', id, metadata })) waiting.get(`${peer.record.short}/${id}`)?.answer(null)
    const answer = await answered
    if (answer !== 'accepted') return finish({ ...transfer, status: answer === 'rejected' ? 'rejected' : 'failed' })
    return finish(await stream(peer, file, id, transfer))
  }

  /** file-accepted or file-rejected for one of our files; anything else is logged. */
  function onAnswer(peer: PeerLink, { type, id }: Exclude<FileMessage, { type: 'file-metadata' }>) {
    const pending = waiting.get(`${peer.record.short}/${id}`)
    if (!pending || pending.peer !== peer) return log.warn(PEER_TEXTS.unsupported, peer.record.short, 'down')
    log.info(`file ${type === 'file-accepted' ? 'accepted' : 'rejected'}`, peer.record.short, 'down')
    pending.answer(type === 'file-accepted' ? 'accepted' : 'rejected')
  }

  return {
    send,
    onAnswer,
    /** The peer left: files waiting for its answer fail. */
    forget(peer: PeerLink) {
      for (const pending of [...waiting.values()]) if (pending.peer === peer) pending.answer(null)
    },
  }
}
