import { finalizeEvent, generateSecretKey, getPublicKey, verifyEvent } from 'nostr-tools/pure'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBlossomServer } from '../../../../e2e/servers/blossom-server.mjs'
import { startNip96Server } from '../../../../e2e/servers/nip96-server.mjs'
import type { MediaServer } from '../stores'
import { fetchTransport } from './http-transport'
import { imetaField } from './imeta'
import { createUploadService } from './upload-service'

const secret = generateSecretKey()
const signer = async () => ({ sign: async (template: Parameters<typeof finalizeEvent>[0]) => finalizeEvent(template, secret) })
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4])], 'dot.png', { type: 'image/png' })
const serviceFor = (server: MediaServer | null, transport = fetchTransport()) =>
  createUploadService({ user: { get: () => ({ defaultMediaserver: server }) }, signer, transport })
const sha256 = async (file: File) =>
  Buffer.from(await crypto.subtle.digest('SHA-256', await file.arrayBuffer())).toString('hex')

let blossom: Awaited<ReturnType<typeof startBlossomServer>>
let nip96: Awaited<ReturnType<typeof startNip96Server>>
beforeAll(async () => {
  ;[blossom, nip96] = await Promise.all([startBlossomServer(), startNip96Server()])
})
afterAll(async () => {
  await Promise.all([blossom.close(), nip96.close()])
})

describe('Blossom upload', () => {
  it('PUTs the file with a signed kind 24242 authorization and returns its URL and imeta', async () => {
    const file = png()
    const progress: number[] = []
    const result = await serviceFor({ url: blossom.url, protocol: 'blossom' }).upload(file, { onProgress: (f) => progress.push(f) })
    const hash = await sha256(file)
    expect(result.url).toBe(`${blossom.url}/${hash}.png`)
    expect(result.imetaTag).toEqual(['imeta', `url ${result.url}`, 'm image/png', `x ${hash}`, 'size 8'])
    expect(progress.at(-1)).toBe(1)
    const { auth } = blossom.uploads.at(-1)!
    expect(verifyEvent(auth as never)).toBe(true)
    expect(auth.kind).toBe(24242)
    expect(auth.pubkey).toBe(getPublicKey(secret))
    expect(auth.tags).toContainEqual(['t', 'upload'])
    expect(auth.tags).toContainEqual(['x', hash])
    const expiration = Number(auth.tags.find((tag) => tag[0] === 'expiration')![1])
    expect(expiration - auth.created_at).toBe(300)
    expect(Buffer.from(await (await fetch(result.url)).arrayBuffer())).toEqual(Buffer.from(await file.arrayBuffer()))
  })

  it('maps a refused upload to the status text with the response', async () => {
    const badSigner = async () => ({ sign: async (template: Parameters<typeof finalizeEvent>[0]) => ({ ...finalizeEvent(template, secret), sig: '00'.repeat(64) }) })
    const service = createUploadService({ user: { get: () => ({ defaultMediaserver: { url: blossom.url, protocol: 'blossom' } }) }, signer: badSigner, transport: fetchTransport() })
    await expect(service.upload(png())).rejects.toThrow('Upload failed with status 401: {"message":"Invalid signature"}')
  })

  it('answers HEAD /upload with 401 without authorization', async () => {
    expect((await fetch(`${blossom.url}/upload`, { method: 'HEAD' })).status).toBe(401)
  })

  it('reports a missing URL and an unparsable answer', async () => {
    const answering = (text: string) => async () => ({ status: 200, text })
    const server = { url: 'https://media.example', protocol: 'blossom' } as const
    await expect(serviceFor(server, answering('{"sha256":"ab"}')).upload(png())).rejects.toThrow('URL not found in response from https://media.example')
    await expect(serviceFor(server, answering('<html>')).upload(png())).rejects.toThrow('Failed to parse response from https://media.example')
  })

  it('names the server when the network fails', async () => {
    await blossom.close()
    const { url } = blossom
    await expect(serviceFor({ url, protocol: 'blossom' }).upload(png())).rejects.toThrow(`Upload to ${url} failed:`)
    blossom = await startBlossomServer()
  })
})

describe('NIP-96 upload', () => {
  it('POSTs multipart fileToUpload with a NIP-98 authorization and reads the URL from nip94_event', async () => {
    const file = png()
    const result = await serviceFor({ url: nip96.url, protocol: 'nip96' }).upload(file)
    const hash = await sha256(file)
    expect(result.url).toBe(`${nip96.url}/media/${hash}`)
    expect(imetaField(result.imetaTag, 'x')).toBe(hash)
    expect(imetaField(result.imetaTag, 'm')).toBe('image/png')
    const upload = nip96.uploads.at(-1)!
    expect(upload.name).toBe('dot.png')
    expect(upload.auth.kind).toBe(27235)
    expect(upload.auth.tags).toEqual([['u', `${nip96.url}/api/v2/media`], ['method', 'POST']])
  })

  it('adds the Unauthorized hint to a 401', async () => {
    const wrongKind = async () => ({ sign: async (template: Parameters<typeof finalizeEvent>[0]) => finalizeEvent({ ...template, kind: 1 }, secret) })
    const service = createUploadService({ user: { get: () => ({ defaultMediaserver: { url: nip96.url, protocol: 'nip96' } }) }, signer: wrongKind, transport: fetchTransport() })
    const error = await service.upload(png()).catch((caught: Error) => caught)
    expect(String(error)).toContain('Upload failed with status 401: {"status":"error","message":"Authorization kind must be 27235"}')
    expect(String(error)).toContain('Unauthorized')
  })
})

describe('media server choice', () => {
  it('needs a default server with a known protocol', async () => {
    await expect(serviceFor(null).upload(png())).rejects.toThrow('No default media server configured')
    await expect(serviceFor({ url: blossom.url, protocol: 'ftp' as never }).upload(png())).rejects.toThrow('Unsupported media server protocol: ftp')
  })
})

describe('JPEG metadata detection', () => {
  const jpeg = (...segments: number[][]) => new Uint8Array([0xff, 0xd8, ...segments.flat(), 0xff, 0xda, 0, 2])
  const segment = (marker: number, body: number[]) => [0xff, marker, 0, body.length + 2, ...body]

  it('finds Exif, IPTC and comments but not JFIF or ICC', async () => {
    const { jpegHasMetadata } = await import('./image-processing')
    expect(jpegHasMetadata(jpeg(segment(0xe0, [74, 70]), segment(0xe2, [1])))).toBe(false)
    expect(jpegHasMetadata(jpeg(segment(0xe0, [74, 70]), segment(0xe1, [69, 120])))).toBe(true)
    expect(jpegHasMetadata(jpeg(segment(0xed, [1])))).toBe(true)
    expect(jpegHasMetadata(jpeg(segment(0xfe, [1])))).toBe(true)
    expect(jpegHasMetadata(new Uint8Array([0x89, 0x50]))).toBe(false)
  })
})
