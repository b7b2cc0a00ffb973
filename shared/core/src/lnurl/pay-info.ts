import { isHex64 } from '../relay/protocol/event-shape'

/** A LUD-06 payRequest answer, with the NIP-57 fields. */
export interface LnurlPayInfo {
  callback: string
  minSendable: number
  maxSendable: number
  metadata: string
  commentAllowed?: number
  /** NIP-57: the service accepts zap requests. */
  allowsNostr: boolean
  /** NIP-57: the key that signs zap receipts (64 hex), when allowsNostr. */
  nostrPubkey?: string
}

/** Reads a payRequest body; undefined for errors (`status: ERROR`) or malformed answers. */
export function readPayInfo(body: unknown): LnurlPayInfo | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const value = body as Record<string, unknown>
  if (value.tag !== 'payRequest' || typeof value.callback !== 'string') return undefined
  const minSendable = Number(value.minSendable)
  const maxSendable = Number(value.maxSendable)
  if (!Number.isFinite(minSendable) || !Number.isFinite(maxSendable)) return undefined
  const nostrPubkey = typeof value.nostrPubkey === 'string' && isHex64(value.nostrPubkey) ? value.nostrPubkey : undefined
  const info: LnurlPayInfo = {
    callback: value.callback,
    minSendable,
    maxSendable,
    metadata: typeof value.metadata === 'string' ? value.metadata : '',
    allowsNostr: value.allowsNostr === true && nostrPubkey !== undefined,
  }
  if (nostrPubkey) info.nostrPubkey = nostrPubkey
  if (typeof value.commentAllowed === 'number') info.commentAllowed = value.commentAllowed
  return info
}
