export interface FileServer {
  url: string
  /** The paths asked for, in order. */
  requests: string[]
  put(path: string, bytes: Uint8Array): string
  hold(path: string): () => void
  close(): Promise<void>
}
export function startFileServer(opts?: { port?: number }): Promise<FileServer>
