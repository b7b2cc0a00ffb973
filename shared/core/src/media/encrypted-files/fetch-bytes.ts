/** The fetch an encrypted-file reader uses; injected in tests and stories. */
export type FileFetch = (url: string, init?: { signal?: AbortSignal }) => Promise<Pick<Response, 'ok' | 'arrayBuffer'>>

const HTTP_URL = /^https?:\/\//i

/** Throws the caller's abort reason (an AbortError) when the signal has fired. */
export function throwIfAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError')
}

/**
 * The body of an http(s) URL; any other scheme, a network failure or a non-2xx answer throws `failure`
 * (an abort throws the abort reason instead, so callers can tell the two apart).
 */
export async function fetchBytes(url: string, failure: string, fetchImpl: FileFetch = fetch, signal?: AbortSignal): Promise<Uint8Array> {
  throwIfAborted(signal)
  if (!HTTP_URL.test(url)) throw new Error(failure)
  try {
    const response = await fetchImpl(url, { signal })
    if (!response.ok) throw new Error(failure)
    return new Uint8Array(await response.arrayBuffer())
  } catch {
    throwIfAborted(signal)
    throw new Error(failure)
  }
}
