export interface HostileInfoRelay {
  /** ws://127.0.0.1:port; each path under it is a relay of its own (its NIP-11 document is documentFor(path)). */
  url: string
  /** NIP-11 requests served, by path. */
  infoRequests: Map<string, number>
  close(): Promise<void>
}
export function startHostileInfoRelay(opts?: {
  port?: number
  documentFor?: (path: string) => unknown
  events?: Array<{ id: string; pubkey: string; kind: number; created_at: number; tags: string[][]; content: string; sig: string }>
}): Promise<HostileInfoRelay>
