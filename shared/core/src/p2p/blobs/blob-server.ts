import type { Clock } from '../../policies/clock'
import { BLOB_BUFFER_POLL_MS, BLOB_REQUEST_TIMEOUT_MS, PEER_RATE_LIMIT, PEER_RATE_WINDOW_MS, PEER_TEXTS } from '../p2p-constants'
import type { PeerLog } from '../peer-log'
import { createRateLimiter } from '../rate-limiter'
import { chunkCount } from './binary-frame'
import type { BlobMessage, PeerLink } from './blob-messages'
import type { BlobStore } from './blob-store'
import { streamChunks } from './chunk-stream'

/** Blobs one peer may be waiting for from us at once; more requests are answered 'not here'. */
export const MAX_SERVED_PER_PEER = 4

interface Offer {
  peer: PeerLink
  id: number
  /** Null while the store is looked up. */
  data: Uint8Array | null
  /** Dropped when the peer never acknowledges. */
  timer: unknown
  streaming: boolean
}

/** The holder's side of spec 3 §4 'Blob transfer': answers peers' BLOB_REQs from our blob store. */
export function createBlobServer(deps: { clock: Clock; log: PeerLog; store: Pick<BlobStore, 'get'> }) {
  const { clock, log } = deps
  const offers = new Map<string, Offer>()
  const limiter = createRateLimiter(PEER_RATE_LIMIT, PEER_RATE_WINDOW_MS, clock)
  const keyOf = (peer: PeerLink, id: number) => `${peer.record.short}/${id}`
  const openFor = (peer: PeerLink) => [...offers.values()].filter((offer) => offer.peer === peer).length

  function drop(key: string) {
    const offer = offers.get(key)
    if (offer) clock.clearTimeout(offer.timer)
    offers.delete(key)
  }

  async function onRequest(peer: PeerLink, { id, hash, size }: Extract<BlobMessage, { type: 'BLOB_REQ' }>) {
    const key = keyOf(peer, id)
    if (offers.has(key)) return log.warn(PEER_TEXTS.unknownBlob, peer.record.short, 'down')
    if (openFor(peer) >= MAX_SERVED_PER_PEER || !limiter.allow(peer.record.short)) {
      log.warn(PEER_TEXTS.rateLimited, peer.record.short, 'down')
      return void peer.session.sendJson({ type: 'BLOB_RES', id, size: 0, chunks: 0 })
    }
    const offer: Offer = { peer, id, data: null, timer: clock.setTimeout(() => drop(key), BLOB_REQUEST_TIMEOUT_MS), streaming: false }
    offers.set(key, offer)
    const entry = await deps.store.get(hash).catch(() => undefined)
    if (!entry || entry.size > size || offers.get(key) !== offer) {
      if (offers.get(key) === offer) drop(key)
      return void peer.session.sendJson({ type: 'BLOB_RES', id, size: 0, chunks: 0 })
    }
    offer.data = new Uint8Array(entry.data)
    log.debug(`BLOB_REQ ${hash.slice(0, 8)}: ${entry.size} bytes`, peer.record.short, 'down')
    peer.session.sendJson({ type: 'BLOB_RES', id, size: entry.size, chunks: chunkCount(entry.size) })
  }

  async function onAck(peer: PeerLink, { id, accept }: Extract<BlobMessage, { type: 'BLOB_ACK' }>) {
    const key = keyOf(peer, id)
    const offer = offers.get(key)
    if (!offer?.data || offer.streaming) return log.warn(PEER_TEXTS.unknownBlob, peer.record.short, 'down')
    if (!accept) return drop(key)
    offer.streaming = true
    const sent = await streamChunks({
      connection: peer.connection,
      clock,
      kind: 'blob',
      transfer: id,
      size: offer.data.byteLength,
      read: (start, end) => offer.data!.subarray(start, end),
      waitMs: BLOB_BUFFER_POLL_MS,
      stopped: () => !offers.has(key) || peer.connection.state !== 'connected',
    })
    if (!sent) drop(key)
  }

  function onVerified(peer: PeerLink, { id, verified, hash }: Extract<BlobMessage, { type: 'BLOB_OK' }>) {
    const key = keyOf(peer, id)
    if (!offers.has(key)) return log.warn(PEER_TEXTS.unknownBlob, peer.record.short, 'down')
    drop(key)
    log.debug(`BLOB_OK ${hash.slice(0, 8)} ${verified ? 'verified' : 'not verified'}`, peer.record.short, 'down')
  }

  return {
    onRequest,
    onAck,
    onVerified,
    forget(peer: PeerLink) {
      for (const [key, offer] of offers) if (offer.peer === peer) drop(key)
    },
    dispose() {
      for (const key of [...offers.keys()]) drop(key)
    },
  }
}

export type BlobServer = ReturnType<typeof createBlobServer>
