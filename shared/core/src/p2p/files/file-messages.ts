import { isFrameNumber } from '../blobs/binary-frame'

/** Spec 3 §3 'File transfer metadata'. */
export interface FileMetadata {
  name: string
  size: number
  type: string
}

/**
 * Spec 3 §4 'File transfer' as JSON messages on the data channel (chunks are binary 'F' frames, see binary-frame.ts):
 *   sender   → {type: 'file-metadata', id, metadata: {name, size, type}}  (`id` is the sender's transfer number)
 *   receiver → {type: 'file-accepted', id} or {type: 'file-rejected', id}
 */
export type FileMessage =
  | { type: 'file-metadata'; id: number; metadata: FileMetadata }
  | { type: 'file-accepted'; id: number }
  | { type: 'file-rejected'; id: number }

const FILE_TYPES = new Set(['file-metadata', 'file-accepted', 'file-rejected'])
export const isFileMessageType = (type: unknown) => typeof type === 'string' && FILE_TYPES.has(type)

function asMetadata(value: unknown): FileMetadata | null {
  if (typeof value !== 'object' || value === null) return null
  const { name, size, type } = value as Record<string, unknown>
  if (typeof name !== 'string' || !Number.isSafeInteger(size) || (size as number) < 0) return null
  return { name: name.slice(0, 1000), size: size as number, type: typeof type === 'string' ? type.slice(0, 100) : '' }
}

/** The message as a file protocol message, or null when it is not one or is malformed. */
export function asFileMessage(message: Record<string, unknown>): FileMessage | null {
  const { type, id } = message
  if (!isFrameNumber(id)) return null
  if (type === 'file-accepted' || type === 'file-rejected') return { type, id }
  if (type !== 'file-metadata') return null
  const metadata = asMetadata(message.metadata)
  return metadata ? { type, id, metadata } : null
}

/** One file on its way, to or from a peer, as the UI shows it. */
export interface FileTransfer {
  /** Unique among the transfers: direction, peer and id. */
  key: string
  direction: 'outgoing' | 'incoming'
  /** The peer's short id. */
  peer: string
  /** For incoming files the name made safe (safeFileName); render it as text. */
  name: string
  size: number
  /** Bytes sent or received so far. */
  done: number
  status: 'waiting' | 'sending' | 'receiving' | 'sent' | 'received' | 'rejected' | 'failed'
  /** A received file, ready to save (always application/octet-stream: it never opens as a page of the app). */
  file?: Blob
}
