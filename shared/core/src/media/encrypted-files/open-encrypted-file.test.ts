import { describe, expect, it } from 'vitest'
import { chunkUrl } from './chunked-file'
import { patternBytes, randomKeyHex, sealChunkedFile, sealIvPrefixed, serveFiles } from './encrypted-files-test-kit'
import { loadEncryptedFiles } from './index'
import { openEncryptedFile } from './open-encrypted-file'

const FILE_URL = 'https://files.example/u/photo.bin'
const INDEX_URL = 'https://files.example/u/index.bin'

async function singleFile(plain = patternBytes(5000)) {
  const key = randomKeyHex()
  const sealed = await sealIvPrefixed(plain, key)
  return { key, plain, ...serveFiles(new Map([[FILE_URL, sealed]])) }
}

/** 2500 bytes in 1000-byte chunks: three chunks, the last one short. */
async function chunkedFile() {
  const key = randomKeyHex()
  const plain = patternBytes(2500)
  const sealed = await sealChunkedFile(plain, key, 1000, INDEX_URL, 'notes.txt')
  return { key, plain, ...sealed }
}

describe('a single encrypted file (IV ‖ AES-GCM)', () => {
  it('fetches and decrypts it, reporting 100 % at the end', async () => {
    const { key, plain, fetch } = await singleFile()
    const progress: number[] = []
    expect(await openEncryptedFile({ url: FILE_URL, key }, { fetch, onProgress: (percent) => progress.push(percent) })).toEqual(plain)
    expect(progress).toEqual([100])
  })

  it('says "Failed to fetch encrypted file" for a missing file or a non-http(s) URL, never fetching the latter', async () => {
    const { key, fetch, requested } = await singleFile()
    await expect(openEncryptedFile({ url: 'https://files.example/other.bin', key }, { fetch })).rejects.toThrow('Failed to fetch encrypted file')
    await expect(openEncryptedFile({ url: 'javascript:alert(1)//.bin', key }, { fetch })).rejects.toThrow('Failed to fetch encrypted file')
    expect(requested).toEqual(['https://files.example/other.bin'])
  })

  it('says "Failed to decrypt file" for a wrong key, a malformed key or altered bytes', async () => {
    const { fetch } = await singleFile()
    await expect(openEncryptedFile({ url: FILE_URL, key: randomKeyHex() }, { fetch })).rejects.toThrow('Failed to decrypt file')
    await expect(openEncryptedFile({ url: FILE_URL, key: 'not hex' }, { fetch })).rejects.toThrow('Failed to decrypt file')
  })

  it('loads its code, with the imeta reading, on first use through the media index', async () => {
    const { key, plain, fetch } = await singleFile(patternBytes(10))
    const code = await loadEncryptedFiles()
    expect(await code.openEncryptedFile({ url: FILE_URL, key }, { fetch })).toEqual(plain)
    expect(code.encryptedFilesOf([['imeta', `url ${FILE_URL}`, `decryption-key ${key}`, 'name a.png', 'size 10']]).get(FILE_URL)?.key).toBe(key)
  })
})

describe('a chunked encrypted file (encrypted index, chunks by hash beside it)', () => {
  it('decrypts three chunks in order, each fetched beside the index, progress reaching 100', async () => {
    const { key, plain, files, chunkHashes } = await chunkedFile()
    const { fetch, requested } = serveFiles(files)
    const progress: number[] = []
    const opened = await openEncryptedFile({ url: INDEX_URL, key, chunkSize: 1000 }, { fetch, onProgress: (percent) => progress.push(percent) })
    expect(opened).toEqual(plain)
    expect(requested).toEqual([INDEX_URL, ...chunkHashes.map((hash) => `https://files.example/u/${hash}.bin`)])
    expect(progress).toEqual([0, 33, 67, 100])
  })

  it('refuses a tampered chunk (its SHA-256 no longer matches) with "Failed to decrypt file", fetching no further', async () => {
    const { key, files, chunkHashes } = await chunkedFile()
    const second = chunkUrl(INDEX_URL, chunkHashes[1])
    const tampered = files.get(second)!.slice()
    tampered[20] ^= 1
    const { fetch, requested } = serveFiles(new Map([...files, [second, tampered]]))
    await expect(openEncryptedFile({ url: INDEX_URL, key, chunkSize: 1000 }, { fetch })).rejects.toThrow('Failed to decrypt file')
    expect(requested).toHaveLength(3)
  })

  it('says "Failed to fetch chunk {n}" for a missing chunk, counting from 1', async () => {
    const { key, files, chunkHashes } = await chunkedFile()
    const { fetch } = serveFiles(new Map([...files].filter(([url]) => url !== chunkUrl(INDEX_URL, chunkHashes[2]))))
    await expect(openEncryptedFile({ url: INDEX_URL, key, chunkSize: 1000 }, { fetch })).rejects.toThrow('Failed to fetch chunk 3')
  })

  it('says "Failed to fetch index file" for a missing or unreadable index, and names a missing key', async () => {
    const { key, files } = await chunkedFile()
    const { fetch } = serveFiles(files)
    await expect(openEncryptedFile({ url: 'https://files.example/u/gone.bin', key, chunkSize: 1000 }, { fetch })).rejects.toThrow('Failed to fetch index file')
    const garbage = serveFiles(new Map([[INDEX_URL, await sealIvPrefixed(new TextEncoder().encode('{"chunkHashes":["../x"]}'), key)]]))
    await expect(openEncryptedFile({ url: INDEX_URL, key, chunkSize: 1000 }, { fetch: garbage.fetch })).rejects.toThrow('Failed to fetch index file')
    await expect(openEncryptedFile({ url: INDEX_URL, key: '', chunkSize: 1000 }, { fetch })).rejects.toThrow('Missing decryption key for index file')
  })

  it('reads an index that is not a .bin link as plain JSON', async () => {
    const { key, plain, files, chunkHashes } = await chunkedFile()
    const plainIndexUrl = 'https://files.example/u/notes.chunks.json'
    const index = new TextEncoder().encode(JSON.stringify({ fileName: 'notes.txt', size: plain.length, chunkSize: 1000, chunkHashes }))
    const { fetch } = serveFiles(new Map([...files, [plainIndexUrl, index]]))
    expect(await openEncryptedFile({ url: plainIndexUrl, key, chunkSize: 1000 }, { fetch })).toEqual(plain)
  })

  it('stops on abort with the abort reason, not one of the error texts', async () => {
    const { key, files } = await chunkedFile()
    const controller = new AbortController()
    const { fetch } = serveFiles(files)
    const aborting = openEncryptedFile({ url: INDEX_URL, key, chunkSize: 1000 }, { fetch, signal: controller.signal, onProgress: () => controller.abort() })
    await expect(aborting).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('puts chunks in the index folder, without its query', () => {
    expect(chunkUrl('https://files.example/a/b/index.bin?token=1#x', 'ff'.repeat(32))).toBe(`https://files.example/a/b/${'ff'.repeat(32)}.bin`)
  })
})
