import { describe, expect, it } from 'vitest'
import { encryptedFilesOf, isEncryptedFileLink } from './encrypted-file-meta'

const KEY = 'ab'.repeat(32)
const imeta = (...parts: string[]) => ['imeta', ...parts]

describe('encrypted files of a note (spec 3 §3, §5)', () => {
  it('reads key, name, size, the default algorithm, chunk size and type from the imeta of a .bin link', () => {
    const files = encryptedFilesOf([
      imeta('url https://files.example/a/index.bin', `decryption-key ${KEY}`, 'name my holiday video.mp4', 'size 9437184', 'chunk-size 4194304', 'm video/mp4'),
    ])
    expect([...files.values()]).toEqual([
      { url: 'https://files.example/a/index.bin', key: KEY, name: 'my holiday video.mp4', size: 9437184, algorithm: 'AES-GCM', chunkSize: 4194304, mime: 'video/mp4' },
    ])
  })

  it('keys files by the URL as note links are normalised, first imeta of a URL winning', () => {
    const files = encryptedFilesOf([
      imeta('url HTTPS://Files.Example/x.bin', `decryption-key ${KEY}`, 'name first.png', 'size 10'),
      imeta('url https://files.example/x.bin', `decryption-key ${KEY}`, 'name second.png', 'size 10'),
    ])
    expect(files.get('https://files.example/x.bin')?.name).toBe('first.png')
    expect(files.size).toBe(1)
  })

  it('decides for a plain link when the key, name or size is missing (spec 3 §5)', () => {
    const url = 'url https://files.example/x.bin'
    expect(encryptedFilesOf([imeta(url, 'name a.png', 'size 10')]).size).toBe(0)
    expect(encryptedFilesOf([imeta(url, `decryption-key ${KEY}`, 'size 10')]).size).toBe(0)
    expect(encryptedFilesOf([imeta(url, `decryption-key ${KEY}`, 'name a.png')]).size).toBe(0)
    expect(encryptedFilesOf([imeta(url, `decryption-key ${KEY}`, 'name a.png', 'size ten')]).size).toBe(0)
  })

  it('ignores other schemes, other endings, other algorithms and malformed tags', () => {
    const rest = [`decryption-key ${KEY}`, 'name a.png', 'size 10']
    expect(encryptedFilesOf([imeta('url javascript:alert(1)//x.bin', ...rest)]).size).toBe(0)
    expect(encryptedFilesOf([imeta('url https://files.example/a.png', ...rest)]).size).toBe(0)
    expect(encryptedFilesOf([imeta('url https://files.example/a.bin', ...rest, 'encryption-algorithm ChaCha20')]).size).toBe(0)
    expect(encryptedFilesOf([imeta('url https://files.example/a.bin', ...rest, 'encryption-algorithm aes-gcm')]).size).toBe(1)
    expect(encryptedFilesOf([null, 'imeta', ['imeta', 42, null], imeta('url https://files.example/a.bin', ...rest)] as unknown[]).size).toBe(1)
    expect(encryptedFilesOf(undefined).size).toBe(0)
  })

  it('takes links ending in .bin (query aside) over http(s) only', () => {
    expect(isEncryptedFileLink('https://files.example/a/b.BIN?x=1')).toBe(true)
    expect(isEncryptedFileLink('https://files.example/a/b.binary')).toBe(false)
    expect(isEncryptedFileLink('ftp://files.example/b.bin')).toBe(false)
    expect(isEncryptedFileLink('not a url')).toBe(false)
  })
})
