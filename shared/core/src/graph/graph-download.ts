import type { GraphBackend } from './graph-backend'
import { GRAPH_DOWNLOAD_MAX_NODES } from './graph-constants'

/** Query parameters of the graph service (spec 3 §5): maxNodes defaults to 50,000. */
export interface GraphDownloadParams {
  maxNodes?: number
  maxEdges?: number
  maxDistance?: number
  maxEdgesPerNode?: number
}

/** A downloaded binary graph, or why there is none (never thrown). */
export type GraphDownload = { ok: true; binary: Uint8Array } | { ok: false; error: string }

/** The graph service address with its query: maxNodes, the optional limits, format=binary. */
export function graphDownloadUrl(serviceUrl: string, params: GraphDownloadParams = {}): string {
  const url = new URL(serviceUrl)
  url.searchParams.set('maxNodes', String(params.maxNodes ?? GRAPH_DOWNLOAD_MAX_NODES))
  if (params.maxEdges !== undefined) url.searchParams.set('maxEdges', String(params.maxEdges))
  if (params.maxDistance !== undefined) url.searchParams.set('maxDistance', String(params.maxDistance))
  if (params.maxEdgesPerNode !== undefined) url.searchParams.set('maxEdgesPerNode', String(params.maxEdgesPerNode))
  url.searchParams.set('format', 'binary')
  return url.toString()
}

/** GETs the binary graph; an HTTP error status, a null or empty body, or a network failure become `{ ok: false }`. */
export async function downloadGraphBinary(
  serviceUrl: string,
  params: GraphDownloadParams = {},
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<GraphDownload> {
  try {
    const response = await fetchImpl(graphDownloadUrl(serviceUrl, params))
    if (!response.ok) return failure(`HTTP ${response.status} ${response.statusText}`.trim())
    if (response.body === null) return failure('response body is null')
    const binary = new Uint8Array(await response.arrayBuffer())
    return binary.byteLength > 0 ? { ok: true, binary } : failure('response body is empty')
  } catch (error) {
    return failure(String((error as Error)?.message ?? error))
  }
}

/** What a download into the graph gave: the users now known, or the reported error. */
export type GraphDownloadResult = { ok: true; users: number } | { ok: false; error: string }

/** Downloads and replaces the backend's graph; a binary the library cannot read is an error too, and keeps the old graph. */
export async function downloadInto(
  backend: GraphBackend,
  root: string,
  serviceUrl: string,
  params?: GraphDownloadParams,
  fetchImpl?: typeof fetch,
): Promise<GraphDownloadResult> {
  const download = await downloadGraphBinary(serviceUrl, params, fetchImpl)
  if (!download.ok) return download
  try {
    const stats = await backend.load(download.binary, root)
    return { ok: true, users: stats.users }
  } catch (error) {
    return failure(String((error as Error)?.message ?? error))
  }
}

function failure(why: string): { ok: false; error: string } {
  return { ok: false, error: `Social graph download failed: ${why}` }
}
