import http from 'node:http'

/** A request the test server saw. */
export interface SeenRequest {
  path: string
  accept: string
}

/** A running test HTTP server. */
export interface LocalHttpServer {
  origin: string
  /** host:port, usable as a NIP-05 or LUD-16 domain. */
  host: string
  seen: SeenRequest[]
  /** Requests currently being answered (held or not). */
  inFlight(): number
  maxInFlight(): number
  close(): Promise<void>
}

/** Decides the answer to one request: status and JSON body (or plain text when body is a string). */
export type Route = (url: URL, req: http.IncomingMessage) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>

/** A real HTTP server on 127.0.0.1 and a free port, answering with `route` (for NIP-05/LNURL/NIP-11 tests). */
export async function startLocalHttpServer(route: Route): Promise<LocalHttpServer> {
  const seen: SeenRequest[] = []
  let current = 0
  let highest = 0
  const server = http.createServer(async (req, res) => {
    current += 1
    highest = Math.max(highest, current)
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    seen.push({ path: `${url.pathname}${url.search}`, accept: String(req.headers.accept ?? '') })
    const { status, body } = await route(url, req)
    const text = typeof body === 'string' ? body : JSON.stringify(body ?? {})
    res.writeHead(status, { 'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json' })
    res.end(text)
    current -= 1
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    seen,
    inFlight: () => current,
    maxInFlight: () => highest,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
