import type { NostrEvent } from '../nostr-types'
import { systemClock, nowInSeconds, type Clock } from '../policies/clock'
import type { SignerStore } from '../signers'
import type { MediaServer, PublicUserState } from '../stores'
import { defaultTransport, type HttpTransport } from './http-transport'
import type { PreparedMedia } from './image-processing'
import { imetaTag, type MediaMetadata } from './imeta'
import { uploadToBlossom, uploadToNip96, type ProtocolUploadDeps, type ServerUpload } from './protocol-upload'
import { UPLOAD_ERRORS } from './upload-errors'

/** Spec 2 §3 Upload result. */
export interface UploadResult {
  url: string
  metadata?: MediaMetadata
  imetaTag: string[]
}

/** Uploads files to the user's default media server. */
export interface UploadService {
  upload(file: File, opts?: { onProgress?(fraction: number): void }): Promise<UploadResult>
}

export interface UploadServiceDeps {
  user: { get(): Pick<PublicUserState, 'defaultMediaserver'> }
  signer(): Promise<Pick<SignerStore, 'sign'>>
  transport?: HttpTransport
  clock?: Clock
  /** Image processing before upload (default: canvas re-draw, dimensions and blurhash in browsers). */
  prepare?(file: File): Promise<PreparedMedia>
}

type ProtocolUpload = (deps: ProtocolUploadDeps, server: string, file: File, onProgress?: (fraction: number) => void) => Promise<ServerUpload>
const PROTOCOLS: Record<string, ProtocolUpload> = { blossom: uploadToBlossom, nip96: uploadToNip96 }

/** The default media server and its upload function; throws the spec's texts when there is none or it is unknown. */
export function uploaderFor(server: MediaServer | null | undefined): { server: MediaServer; upload: ProtocolUpload } {
  if (!server?.url) throw new Error(UPLOAD_ERRORS.noDefaultServer)
  const upload = PROTOCOLS[server.protocol]
  if (!upload) throw new Error(UPLOAD_ERRORS.unsupportedProtocol(String(server.protocol)))
  return { server, upload }
}

/** Image processing (and blurhash) load on the first upload. */
const loadAndPrepare = async (file: File) => (await import('./image-processing')).prepareImage(file)

export function createUploadService(deps: UploadServiceDeps): UploadService {
  const clock = deps.clock ?? systemClock
  const transport = deps.transport ?? defaultTransport()
  const prepare = deps.prepare ?? loadAndPrepare
  return {
    async upload(file, opts = {}) {
      const { server, upload } = uploaderFor(deps.user.get().defaultMediaserver)
      const prepared = await prepare(file)
      const sign = async (template: Parameters<SignerStore['sign']>[0]): Promise<NostrEvent> => (await deps.signer()).sign(template)
      const result = await upload({ transport, sign, now: () => nowInSeconds(clock) }, server.url, prepared.file, opts.onProgress)
      const metadata = prepared.metadata
      const mime = result.fields.m ?? prepared.file.type
      return { url: result.url, metadata, imetaTag: imetaTag({ url: result.url, mime, sha256: result.sha256, size: prepared.file.size, metadata }) }
    },
  }
}
