/** One upload request; `onProgress` gets the sent fraction (0..1) when the transport can tell. */
export interface HttpRequest {
  method: 'GET' | 'PUT' | 'POST' | 'HEAD'
  url: string
  headers?: Record<string, string>
  body?: Blob | FormData
  onProgress?(fraction: number): void
}

export interface HttpResponse {
  status: number
  text: string
}

/** Sends HTTP requests; rejects only when no response arrived (network error). */
export type HttpTransport = (request: HttpRequest) => Promise<HttpResponse>

/** A transport over fetch: progress is reported once the body is sent (no upload progress events in fetch). */
export function fetchTransport(fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): HttpTransport {
  return async ({ method, url, headers, body, onProgress }) => {
    onProgress?.(0)
    const response = await fetchImpl(url, { method, headers, body })
    const text = await response.text()
    onProgress?.(1)
    return { status: response.status, text }
  }
}

/** A transport over XMLHttpRequest, which reports upload progress (browser only). */
export function xhrTransport(): HttpTransport {
  return ({ method, url, headers, body, onProgress }) =>
    new Promise((resolve, reject) => {
      const request = new XMLHttpRequest()
      request.open(method, url)
      for (const [name, value] of Object.entries(headers ?? {})) request.setRequestHeader(name, value)
      request.upload.onprogress = (event) => event.lengthComputable && onProgress?.(event.loaded / event.total)
      request.onload = () => resolve({ status: request.status, text: request.responseText })
      request.onerror = () => reject(new Error('Network error'))
      request.onabort = () => reject(new Error('Aborted'))
      onProgress?.(0)
      request.send(body ?? null)
    })
}

/** XHR in browsers (for progress), fetch elsewhere. */
export function defaultTransport(): HttpTransport {
  return typeof XMLHttpRequest === 'function' ? xhrTransport() : fetchTransport()
}
