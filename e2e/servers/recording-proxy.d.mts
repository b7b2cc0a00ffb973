/** One thing the browser sent: an HTTP request, or one WebSocket message. */
export interface Exchange {
  type: 'http' | 'ws'
  /** host:port it went to. */
  destination: string
  method?: string
  url: string
  headers?: Record<string, string | string[] | undefined>
  /** The request body or the message, as text. */
  body: string
  at: number
}
export interface RecordingProxy {
  /** http://127.0.0.1:port, for a browser context's `proxy.server`. */
  url: string
  /** Everything sent through the proxy so far, oldest first. */
  exchanges: Exchange[]
  close(): Promise<void>
}
export function startRecordingProxy(opts?: { port?: number }): Promise<RecordingProxy>
