import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuthor } from '../test-support/test-relay'
import { createManualClock } from '../test-support/manual-clock'
import { graphDownloadUrl } from './graph-download'
import { createGraphEngine } from './graph-engine'
import { valueWhere } from './graph-test-support'
import { createSocialGraph } from './social-graph-store'

const [root, a, b] = [createAuthor(), createAuthor(), createAuthor()]
const requested: string[] = []
let server: Server
let base: string

/** A small graph service: /ok serves root → a → b in the library's binary format, the others fail. */
async function graphBinary(): Promise<Uint8Array> {
  const engine = createGraphEngine(root.pubkey)
  await engine.ingest([root.sign({ kind: 3, tags: [['p', a.pubkey]] }), a.sign({ kind: 3, tags: [['p', b.pubkey]] })], [])
  return engine.toBinary()
}

beforeAll(async () => {
  const binary = await graphBinary()
  server = createServer((request, response) => {
    requested.push(request.url ?? '')
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    if (path === '/ok') response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(Buffer.from(binary))
    else if (path === '/error') response.writeHead(500).end('boom')
    else if (path === '/no-content') response.writeHead(204).end()
    else if (path === '/empty') response.writeHead(200).end()
    else if (path === '/garbage') response.writeHead(200).end(Buffer.from('not a graph at all'))
    else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function store() {
  return createSocialGraph({ pool: { query: async () => [] }, clock: createManualClock(), root: root.pubkey, crawl: false, transport: 'in-thread' })
}

describe('graph service download', () => {
  it('asks for maxNodes 50000 in binary format by default, and passes the other limits', () => {
    expect(graphDownloadUrl('https://graph.example/api')).toBe('https://graph.example/api?maxNodes=50000&format=binary')
    expect(graphDownloadUrl('https://graph.example/api', { maxNodes: 10, maxDistance: 2, maxEdges: 5, maxEdgesPerNode: 3 })).toBe(
      'https://graph.example/api?maxNodes=10&maxEdges=5&maxDistance=2&maxEdgesPerNode=3&format=binary',
    )
  })

  it('loads a downloaded binary graph', async () => {
    const graph = store()
    const result = await graph.download(`${base}/ok`)
    expect(result).toEqual({ ok: true, users: 3 })
    expect(requested.at(-1)).toBe('/ok?maxNodes=50000&format=binary')
    expect(await valueWhere(graph.followDistance$(b.pubkey), (distance) => distance === 2)).toBe(2)
    graph.dispose()
  })

  it('reports an HTTP error, a null body and an empty body as errors without throwing', async () => {
    const graph = store()
    const errors: string[] = []
    graph.errors$.subscribe((error) => errors.push(error))
    const results = [await graph.download(`${base}/error`), await graph.download(`${base}/no-content`), await graph.download(`${base}/empty`)]
    expect(results.map((result) => result.ok)).toEqual([false, false, false])
    expect(errors).toEqual([
      'Social graph download failed: HTTP 500 Internal Server Error',
      'Social graph download failed: response body is null',
      'Social graph download failed: response body is empty',
    ])
    expect(await valueWhere(graph.size$, () => true)).toBe(1)
    graph.dispose()
  })

  it('reports an unreachable service and an unreadable binary, keeping the graph it had', async () => {
    const graph = store()
    await graph.download(`${base}/ok`)
    expect((await graph.download('http://127.0.0.1:1/graph')).ok).toBe(false)
    const garbage = await graph.download(`${base}/garbage`)
    expect(garbage).toMatchObject({ ok: false, error: expect.stringMatching(/^Social graph download failed: /) })
    expect(await valueWhere(graph.followDistance$(b.pubkey), () => true)).toBe(2)
    graph.dispose()
  })
})
