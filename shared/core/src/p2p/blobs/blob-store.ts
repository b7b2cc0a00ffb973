import { Dexie, type Table } from 'dexie'
import { indexedDbFor, makeResilient } from '../../db/resilient-dexie'
import { isNumber, isText, shape } from '../../db/row-guards'
import { BLOB_PAGE_SIZE } from '../p2p-constants'

/** Spec 3 §3 'Blob entry', keyed binary_blobs:{hash}. */
export interface BlobEntry {
  key: string
  hash: string
  data: ArrayBuffer
  size: number
  mimeType: string
  /** The author of the note the media was first seen in. */
  first_author: string
  stored_at: number
}

/** The most bytes one blob may have, here and from a peer. */
export const MAX_BLOB_BYTES = 32 * 1024 * 1024
/** The store keeps this many blobs; the oldest go first. */
export const MAX_STORED_BLOBS = 500

export const blobKey = (hash: string) => `binary_blobs:${hash}`

const isBlobEntry = shape({
  key: isText,
  hash: isText,
  data: (value) => Object.prototype.toString.call(value) === '[object ArrayBuffer]',
  size: isNumber,
  mimeType: isText,
  first_author: isText,
  stored_at: isNumber,
})

/** A small database of its own, so the app database's schema stays as it is. */
class BlobDatabase extends Dexie {
  declare blobs: Table<BlobEntry, string>
  constructor(name: string) {
    super(name, indexedDbFor(name))
    this.version(1).stores({ blobs: 'key, stored_at' })
    makeResilient(this, { checks: { blobs: isBlobEntry } })
  }
}

export interface BlobStore {
  get(hash: string): Promise<BlobEntry | undefined>
  has(hash: string): Promise<boolean>
  put(entry: Omit<BlobEntry, 'key' | 'size'>): Promise<void>
  /** Page `page` (from 0) of the entries, newest first, 20 a page. */
  list(page?: number): Promise<BlobEntry[]>
  count(): Promise<number>
  close(): void
}

export function createBlobStore(name = 'p2p-blobs'): BlobStore {
  const db = new BlobDatabase(name)
  async function evictOldest() {
    const extra = (await db.blobs.count()) - MAX_STORED_BLOBS
    if (extra > 0) await db.blobs.bulkDelete((await db.blobs.orderBy('stored_at').limit(extra).primaryKeys()) as string[])
  }
  return {
    get: (hash) => db.blobs.get(blobKey(hash)),
    has: async (hash) => (await db.blobs.where('key').equals(blobKey(hash)).count()) > 0,
    async put(entry) {
      if (entry.data.byteLength > MAX_BLOB_BYTES) return
      await db.blobs.put({ ...entry, key: blobKey(entry.hash), size: entry.data.byteLength })
      await evictOldest()
    },
    list: (page = 0) => db.blobs.orderBy('stored_at').reverse().offset(page * BLOB_PAGE_SIZE).limit(BLOB_PAGE_SIZE).toArray(),
    count: () => db.blobs.count(),
    close: () => db.close(),
  }
}
