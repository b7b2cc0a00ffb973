import type { NostrEvent } from '../nostr-types'
import type { EventTemplate } from '../signers'
import { blossomUploadAuth, httpAuth, nostrAuthorization, sha256Hex } from './auth-events'
import type { HttpResponse, HttpTransport } from './http-transport'
import { UPLOAD_ERRORS } from './upload-errors'

/** What a server answered for one upload. */
export interface ServerUpload {
  url: string
  sha256?: string
  /** Extra NIP-94 fields (m, dim, blurhash, ox, x…) the server reported. */
  fields: Record<string, string>
}

export interface ProtocolUploadDeps {
  transport: HttpTransport
  sign(template: EventTemplate): Promise<NostrEvent>
  now(): number
}

const trimSlash = (url: string) => url.replace(/\/+$/, '')

async function send(deps: ProtocolUploadDeps, server: string, request: Parameters<HttpTransport>[0]): Promise<HttpResponse> {
  try {
    return await deps.transport(request)
  } catch (error) {
    throw new Error(UPLOAD_ERRORS.uploadFailed(server, error instanceof Error ? error.message : String(error)))
  }
}

function parseJson(text: string, server: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text)
    if (value && typeof value === 'object') return value as Record<string, unknown>
  } catch {
    // reported below
  }
  throw new Error(UPLOAD_ERRORS.parseFailed(server))
}

/** BUD-02: PUT {server}/upload with the file as body and a kind 24242 authorization. */
export async function uploadToBlossom(deps: ProtocolUploadDeps, server: string, file: File, onProgress?: (fraction: number) => void): Promise<ServerUpload> {
  const hash = await sha256Hex(file)
  const auth = await deps.sign(blossomUploadAuth(hash, file.name, deps.now()))
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: nostrAuthorization(auth) }
  if (file.type) headers['Content-Type'] = file.type
  const response = await send(deps, server, { method: 'PUT', url: `${trimSlash(server)}/upload`, headers, body: file, onProgress })
  if (response.status < 200 || response.status >= 300) throw new Error(UPLOAD_ERRORS.status(response.status, response.text))
  const body = parseJson(response.text, server)
  if (typeof body.url !== 'string' || !body.url) throw new Error(UPLOAD_ERRORS.urlNotFound(server))
  return { url: body.url, sha256: typeof body.sha256 === 'string' ? body.sha256 : hash, fields: typeof body.type === 'string' ? { m: body.type } : {} }
}

/**
 * NIP-96 discovery: GET {server}/.well-known/nostr/nip96.json; its `api_url` (made absolute), or null when the answer
 * is not a discovery document. Rejects when the server could not be reached (the transport's network error).
 */
export async function discoverNip96ApiUrl(transport: HttpTransport, server: string): Promise<string | null> {
  const response = await transport({ method: 'GET', url: `${trimSlash(server)}/.well-known/nostr/nip96.json` })
  if (response.status !== 200) return null
  try {
    const apiUrl = (JSON.parse(response.text) as { api_url?: unknown }).api_url
    return typeof apiUrl === 'string' && apiUrl ? new URL(apiUrl, server).toString() : null
  } catch {
    return null
  }
}

/** The NIP-96 upload address: the discovered api_url, else the server URL itself. */
async function nip96ApiUrl(deps: ProtocolUploadDeps, server: string): Promise<string> {
  return (await discoverNip96ApiUrl(deps.transport, server).catch(() => null)) ?? server
}

/** NIP-96: multipart POST (fileToUpload, submit) with a NIP-98 authorization; the URL comes from nip94_event tags. */
export async function uploadToNip96(deps: ProtocolUploadDeps, server: string, file: File, onProgress?: (fraction: number) => void): Promise<ServerUpload> {
  const apiUrl = await nip96ApiUrl(deps, server)
  const auth = await deps.sign(httpAuth(apiUrl, 'POST', deps.now()))
  const form = new FormData()
  form.append('fileToUpload', file, file.name)
  form.append('submit', 'Upload')
  const headers = { Accept: 'application/json', Authorization: nostrAuthorization(auth) }
  const response = await send(deps, server, { method: 'POST', url: apiUrl, headers, body: form, onProgress })
  if (response.status < 200 || response.status >= 300) {
    const hint = response.status === 401 ? UPLOAD_ERRORS.unauthorizedHint : ''
    throw new Error(UPLOAD_ERRORS.status(response.status, response.text) + hint)
  }
  const body = parseJson(response.text, server)
  const tags = (body.nip94_event as { tags?: unknown } | undefined)?.tags
  const fields = Object.fromEntries((Array.isArray(tags) ? tags : []).filter((tag): tag is string[] => Array.isArray(tag) && typeof tag[1] === 'string').map((tag) => [tag[0], tag[1]]))
  const url = fields.url ?? (typeof body.url === 'string' ? body.url : undefined)
  if (!url) throw new Error(UPLOAD_ERRORS.urlNotFound(server))
  const { url: _url, ...rest } = fields
  return { url, sha256: fields.x ?? fields.ox, fields: rest }
}
