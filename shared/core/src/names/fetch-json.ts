import type { Clock } from '../policies/clock'

/** The part of `fetch` the lookups use, injected so tests and workers can supply their own. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

/** Our own bound on an HTTP lookup, so one stuck server cannot hold a queue slot forever. */
export const HTTP_LOOKUP_TIMEOUT_MS = 10_000

/** GETs JSON; throws `status statusText` on a non-OK answer, or on a timeout measured by the clock. */
export async function fetchJson(
  doFetch: FetchLike,
  url: string,
  init: { headers?: Record<string, string>; redirect?: RequestRedirect },
  clock: Clock,
): Promise<unknown> {
  const controller = new AbortController()
  const timer = clock.setTimeout(() => controller.abort(), HTTP_LOOKUP_TIMEOUT_MS)
  try {
    const response = await doFetch(url, { ...init, signal: controller.signal })
    if (!response.ok) throw new HttpStatusError(response.status, response.statusText)
    return (await response.json()) as unknown
  } finally {
    clock.clearTimeout(timer)
  }
}

/** A non-OK HTTP answer. */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(`${status} ${statusText}`)
  }
}
