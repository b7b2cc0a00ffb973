/** An accepted upload: the stored file and the NIP-98 authorization event it came with. */
export interface Nip96Upload {
  url: string
  ox: string
  name: string
  size: number
  type: string
  auth: { kind: number; pubkey: string; tags: string[][]; created_at: number; content: string }
}
export function httpAuthProblem(header: string | undefined, apiUrl: string, body: Uint8Array, now?: () => number): string | null
export function startNip96Server(opts?: { port?: number }): Promise<{ url: string; close(): Promise<void>; uploads: Nip96Upload[] }>
