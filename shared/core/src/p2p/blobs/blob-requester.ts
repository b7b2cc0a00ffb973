import type { Clock } from '../../policies/clock'
import { BLOB_REQUEST_TIMEOUT_MS, PEER_TEXTS } from '../p2p-constants'
import type { PeerLog } from '../peer-log'
import { chunkCount, type Frame } from './binary-frame'
import { hashesTo } from './blob-hash'
import type { BlobMessage, PeerLink } from './blob-messages'

interface Pending {
  peer: PeerLink
  hash: string
  maxSize: number
  /** Set by the holder's BLOB_RES, once we accepted it. */
  size: number | null
  parts: Uint8Array[]
  received: number
  timer: unknown
  resolve(bytes: Uint8Array | null): void
}

/** Our side of spec 3 §4 'Blob transfer': asks one peer for a blob and checks what comes back. */
export function createBlobRequester(deps: { clock: Clock; log: PeerLog }) {
  const { clock, log } = deps
  const pending = new Map<number, Pending>()
  let nextId = 1

  function finish(id: number, bytes: Uint8Array | null) {
    const request = pending.get(id)
    if (!request) return
    pending.delete(id)
    clock.clearTimeout(request.timer)
    request.resolve(bytes)
  }

  /** Unknown ids, or a message from another peer than the one asked, are logged and dropped (spec 3 §8). */
  function known(peer: PeerLink, id: number): Pending | null {
    const request = pending.get(id)
    if (request && request.peer === peer) return request
    log.warn(PEER_TEXTS.unknownBlob, peer.record.short, 'down')
    return null
  }

  function onResponse(peer: PeerLink, { id, size, chunks }: Extract<BlobMessage, { type: 'BLOB_RES' }>) {
    const request = known(peer, id)
    if (!request || request.size !== null) return
    const acceptable = size > 0 && size <= request.maxSize && chunks === chunkCount(size)
    peer.session.sendJson({ type: 'BLOB_ACK', id, accept: acceptable })
    if (!acceptable) return finish(id, null)
    request.size = size
  }

  async function verify(id: number, request: Pending) {
    const bytes = new Uint8Array(request.received)
    let offset = 0
    for (const part of request.parts) bytes.set(part, (offset += part.byteLength) - part.byteLength)
    const verified = await hashesTo(bytes, request.hash)
    request.peer.session.sendJson({ type: 'BLOB_OK', id, verified, hash: request.hash })
    if (!verified) log.warn(`blob ${request.hash.slice(0, 8)} failed its hash check`, request.peer.record.short, 'down')
    finish(id, verified ? bytes : null)
  }

  /** A chunk counts only for a request we made of this peer, that it answered, in order and within the size. */
  function onChunk(peer: PeerLink, frame: Frame) {
    const request = known(peer, frame.transfer)
    if (!request) return
    if (request.size === null || frame.index !== request.parts.length || request.received + frame.payload.byteLength > request.size) {
      log.warn(PEER_TEXTS.unknownBlob, peer.record.short, 'down')
      return finish(frame.transfer, null)
    }
    request.parts.push(frame.payload.slice())
    request.received += frame.payload.byteLength
    if (request.received === request.size) void verify(frame.transfer, request)
  }

  /** The blob `hash` from `peer`, at most `maxSize` bytes: null on timeout (60 s), a closed channel or a failed hash. */
  function request(peer: PeerLink, hash: string, maxSize: number): Promise<Uint8Array | null> {
    if (peer.connection.state !== 'connected') return Promise.resolve(null)
    const id = nextId++
    return new Promise((resolve) => {
      const timer = clock.setTimeout(() => finish(id, null), BLOB_REQUEST_TIMEOUT_MS)
      pending.set(id, { peer, hash, maxSize, size: null, parts: [], received: 0, timer, resolve })
      if (!peer.session.sendJson({ type: 'BLOB_REQ', id, hash, size: maxSize })) finish(id, null)
    })
  }

  return {
    request,
    onResponse,
    onChunk,
    /** The peer left: its requests end with null. */
    forget(peer: PeerLink) {
      for (const [id, each] of pending) if (each.peer === peer) finish(id, null)
    },
    dispose() {
      for (const id of [...pending.keys()]) finish(id, null)
    },
  }
}

export type BlobRequester = ReturnType<typeof createBlobRequester>
