import type { PeerLog } from '../peer-log'
import type { AuthorStanding } from '../peer-session'
import { hashesTo, hashInUrl, isSha256Hex, sniffMediaType } from './blob-hash'
import type { PeerLink } from './blob-messages'
import type { BlobRequester } from './blob-requester'
import { MAX_BLOB_BYTES, type BlobStore } from './blob-store'

/** Spec 2 and 3 §5: media of authors within this follow distance is shared with and asked of peers. */
export const MAX_MEDIA_DISTANCE = 2

export interface BlobMediaDeps {
  store: BlobStore
  requester: Pick<BlobRequester, 'request'>
  peers(): PeerLink[]
  standing: AuthorStanding
  log: PeerLog
  now(): number
  fetch?: typeof fetch
}

const asBlob = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>], { type: sniffMediaType(bytes) })
const copyOf = (bytes: Uint8Array) => bytes.slice().buffer as ArrayBuffer

/** Media by hash for the app: from our blob store, else from connected peers; and media the app loaded, kept for peers. */
export function createBlobMedia(deps: BlobMediaDeps) {
  const inFlight = new Map<string, Promise<Blob | null>>()
  const keeping = new Set<string>()

  async function isNear(author: string): Promise<boolean> {
    if (!/^[0-9a-f]{64}$/.test(author)) return false
    const standing = await deps.standing(author).catch(() => null)
    return !!standing && standing.distance <= MAX_MEDIA_DISTANCE && !standing.muted
  }

  async function store(hash: string, bytes: Uint8Array, author: string, mimeType = sniffMediaType(bytes)) {
    await deps.store.put({ hash, data: copyOf(bytes), mimeType, first_author: author, stored_at: deps.now() }).catch(() => {})
  }

  async function fromPeers(hash: string): Promise<Uint8Array | null> {
    for (const peer of deps.peers()) {
      const bytes = await deps.requester.request(peer, hash, MAX_BLOB_BYTES)
      if (bytes) return bytes
    }
    return null
  }

  async function find(hash: string, author: string): Promise<Blob | null> {
    const stored = await deps.store.get(hash).catch(() => undefined)
    if (stored) {
      const bytes = new Uint8Array(stored.data)
      if (await hashesTo(bytes, hash)) return asBlob(bytes)
    }
    if (!(await isNear(author))) return null
    const bytes = await fromPeers(hash)
    if (!bytes) return null
    await store(hash, bytes, author)
    return asBlob(bytes)
  }

  /** Fetches `url` and keeps its bytes when they hash to `hash` (else they are discarded, spec 3 §5). */
  async function fetchAndKeep(url: string, hash: string, author: string): Promise<boolean> {
    const response = await (deps.fetch ?? fetch)(url, { mode: 'cors', credentials: 'omit', referrerPolicy: 'no-referrer' })
    if (!response.ok || Number(response.headers.get('content-length') ?? 0) > MAX_BLOB_BYTES) return false
    const bytes = new Uint8Array(await response.arrayBuffer())
    if (bytes.byteLength > MAX_BLOB_BYTES) return false
    if (!(await hashesTo(bytes, hash))) {
      deps.log.warn(`media ${hash.slice(0, 8)} does not hash to its URL's hash: discarded`)
      return false
    }
    const declared = response.headers.get('content-type')?.split(';')[0].trim().toLowerCase()
    await store(hash, bytes, author, declared && /^(image|video|audio)\/[\w.+-]+$/.test(declared) ? declared : undefined)
    return true
  }

  return {
    /** The blob `hash` for a note of `author` (spec 3 §4 'Blob transfer'); null when nobody has it or it fails its hash. */
    fetchBlob(hash: string, author: string): Promise<Blob | null> {
      if (!isSha256Hex(hash)) return Promise.resolve(null)
      const known = inFlight.get(hash)
      if (known) return known
      const found = find(hash, author).finally(() => inFlight.delete(hash))
      inFlight.set(hash, found)
      return found
    },
    /** Keeps media the app loaded for a note of `author` within distance 2, when its URL carries its hash. True once stored. */
    async keepMedia(url: string, hash: string, author: string): Promise<boolean> {
      if (!isSha256Hex(hash) || hashInUrl(url) !== hash || keeping.has(hash)) return false
      keeping.add(hash)
      try {
        if ((await deps.store.has(hash)) || !(await isNear(author))) return false
        return await fetchAndKeep(url, hash, author)
      } catch {
        return false
      } finally {
        keeping.delete(hash)
      }
    },
  }
}

export type BlobMedia = ReturnType<typeof createBlobMedia>
