/** An accepted upload: the BUD-02 blob descriptor and the authorization event it came with. */
export interface BlossomUpload {
  url: string
  sha256: string
  size: number
  type: string
  uploaded: number
  auth: { kind: number; pubkey: string; tags: string[][]; created_at: number; content: string }
}
export function uploadAuthProblem(header: string | undefined, sha256: string, now?: () => number): string | null
export function startBlossomServer(opts?: { port?: number }): Promise<{ url: string; close(): Promise<void>; uploads: BlossomUpload[] }>
