import type { FetchLike } from '../names'
import type { MediaServer } from '../stores'
import { fetchTransport } from '../uploads/http-transport'
import { discoverNip96ApiUrl } from '../uploads/protocol-upload'
import { MEDIA_SERVER_ERRORS } from './media-server-errors'

/** How long a server may take to answer the discovery request. */
export const DETECT_TIMEOUT_MS = 10_000

/**
 * The protocol a media server speaks: 'nip96' when /.well-known/nostr/nip96.json answers with an api_url,
 * else 'blossom' (BUD-01 servers have no discovery document). Rejects 'Could not reach {host}' on a network failure or timeout.
 */
export async function detectMediaServerProtocol(url: string, fetchImpl?: FetchLike, timeoutMs = DETECT_TIMEOUT_MS): Promise<MediaServer['protocol']> {
  const doFetch: FetchLike = fetchImpl ?? ((input, init) => globalThis.fetch(input, init))
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new Error('timeout'))
    }, timeoutMs)
  })
  const transport = fetchTransport((input, init) => doFetch(String(input), { ...init, signal: controller.signal }))
  try {
    return (await Promise.race([discoverNip96ApiUrl(transport, url), timedOut])) ? 'nip96' : 'blossom'
  } catch {
    throw new Error(MEDIA_SERVER_ERRORS.unreachable(new URL(url).host))
  } finally {
    clearTimeout(timer)
  }
}
