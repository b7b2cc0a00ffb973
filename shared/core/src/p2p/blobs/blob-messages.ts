import type { ConnectedPeer } from '../p2p-service'
import { isFrameNumber } from './binary-frame'
import { isSha256Hex } from './blob-hash'

/**
 * Spec 3 §4 'Blob transfer' as JSON messages on the data channel (chunks are binary frames, see binary-frame.ts):
 *   requester → BLOB_REQ {id, hash, size}: `size` is the most bytes the requester accepts
 *   holder    → BLOB_RES {id, size, chunks}: size 0 and chunks 0 when it does not have the blob (or it is too big)
 *   requester → BLOB_ACK {id, accept}
 *   holder    → chunks, then the requester checks the SHA-256 and answers BLOB_OK {id, verified, hash}
 */
export type BlobMessage =
  | { type: 'BLOB_REQ'; id: number; hash: string; size: number }
  | { type: 'BLOB_RES'; id: number; size: number; chunks: number }
  | { type: 'BLOB_ACK'; id: number; accept: boolean }
  | { type: 'BLOB_OK'; id: number; verified: boolean; hash: string }

/** What the blob and file protocols need of a connected peer (a ConnectedPeer, or a test double). */
export interface PeerLink {
  record: Pick<ConnectedPeer['record'], 'short'>
  connection: Pick<ConnectedPeer['connection'], 'send' | 'bufferedAmount' | 'state'>
  session: Pick<ConnectedPeer['session'], 'sendJson'>
}

const isSize = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0

/** The message as a blob protocol message, or null when it is not one or is malformed. */
export function asBlobMessage(message: Record<string, unknown>): BlobMessage | null {
  const { type, id } = message
  if (!isFrameNumber(id)) return null
  if (type === 'BLOB_REQ') return isSha256Hex(message.hash) && isSize(message.size) ? { type, id, hash: message.hash, size: message.size } : null
  if (type === 'BLOB_RES') return isSize(message.size) && isSize(message.chunks) ? { type, id, size: message.size, chunks: message.chunks } : null
  if (type === 'BLOB_ACK') return typeof message.accept === 'boolean' ? { type, id, accept: message.accept } : null
  if (type === 'BLOB_OK') return typeof message.verified === 'boolean' && typeof message.hash === 'string' ? { type, id, verified: message.verified, hash: message.hash.slice(0, 64) } : null
  return null
}

export const isBlobMessageType = (type: unknown) => typeof type === 'string' && type.startsWith('BLOB_')
