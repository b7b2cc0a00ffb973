import type { Observable } from 'rxjs'
import type { Clock } from '../../policies/clock'
import { PEER_TEXTS } from '../p2p-constants'
import type { PeerLog } from '../peer-log'
import type { AuthorStanding } from '../peer-session'
import { decodeFrame } from './binary-frame'
import { createBlobMedia } from './blob-media'
import { asBlobMessage, isBlobMessageType, type PeerLink } from './blob-messages'
import { createBlobRequester } from './blob-requester'
import { createBlobServer } from './blob-server'
import type { BlobStore } from './blob-store'

export interface BlobExchangeDeps {
  clock: Clock
  log: PeerLog
  store: BlobStore
  standing: AuthorStanding
  connected$: Observable<PeerLink[]>
  messages$: Observable<{ from: PeerLink; message: Record<string, unknown> | ArrayBuffer }>
  fetch?: typeof fetch
}

/** Spec 3 §4 'Blob transfer' with every connected peer: we serve our blob store, and ask peers for media. */
export function createBlobExchange(deps: BlobExchangeDeps) {
  const { clock, log } = deps
  const requester = createBlobRequester({ clock, log })
  const server = createBlobServer({ clock, log, store: deps.store })
  let peers: PeerLink[] = []
  const media = createBlobMedia({ store: deps.store, requester, peers: () => peers, standing: deps.standing, log, now: () => clock.now(), fetch: deps.fetch })

  function onJson(from: PeerLink, message: Record<string, unknown>) {
    if (!isBlobMessageType(message.type)) return
    const parsed = asBlobMessage(message)
    if (!parsed) return log.warn(PEER_TEXTS.unsupported, from.record.short, 'down')
    if (parsed.type === 'BLOB_REQ') return void server.onRequest(from, parsed)
    if (parsed.type === 'BLOB_ACK') return void server.onAck(from, parsed)
    if (parsed.type === 'BLOB_OK') return server.onVerified(from, parsed)
    requester.onResponse(from, parsed)
  }

  function onBinary(from: PeerLink, buffer: ArrayBuffer) {
    const frame = decodeFrame(buffer)
    if (!frame) return log.warn(PEER_TEXTS.unsupported, from.record.short, 'down')
    if (frame.kind === 'blob') requester.onChunk(from, frame)
  }

  const listening = deps.messages$.subscribe(({ from, message }) => (message instanceof ArrayBuffer ? onBinary(from, message) : onJson(from, message)))
  const following = deps.connected$.subscribe((now) => {
    for (const gone of peers.filter((peer) => !now.includes(peer))) {
      requester.forget(gone)
      server.forget(gone)
    }
    peers = now
  })

  return {
    fetchBlob: media.fetchBlob,
    keepMedia: media.keepMedia,
    request: requester.request,
    dispose() {
      listening.unsubscribe()
      following.unsubscribe()
      requester.dispose()
      server.dispose()
    },
  }
}

export type BlobExchange = ReturnType<typeof createBlobExchange>
