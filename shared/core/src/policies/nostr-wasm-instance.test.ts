import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { finalizeEvent, generateSecretKey } from 'nostr-tools/pure'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nostrWasmFromFile } from './nostr-wasm-instance'

// The binary the production builds ship (scripts/build/rspack-worker.mjs), served over real HTTP.
const wasmPath = resolve(dirname(createRequire(import.meta.url).resolve('nostr-wasm')), '../public/out/secp256k1.wasm')
let server: Server
let base: string

beforeAll(async () => {
  const bytes = readFileSync(wasmPath)
  server = createServer((request, response) => {
    if (request.url === '/typed.wasm') return void response.writeHead(200, { 'content-type': 'application/wasm' }).end(bytes)
    if (request.url === '/untyped.wasm') return void response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(bytes)
    response.writeHead(404).end()
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((done) => server.close(done)))

const signed = () => finalizeEvent({ kind: 1, created_at: 1_700_000_000, tags: [], content: 'hello' }, generateSecretKey())

describe('nostr-wasm from its shipped binary', () => {
  it.each(['/typed.wasm', '/untyped.wasm'])('verifies real signatures and rejects a forged one (%s)', async (path) => {
    const wasm = await nostrWasmFromFile(`${base}${path}`)
    const event = signed()
    expect(() => wasm.verifyEvent(event)).not.toThrow()
    expect(() => wasm.verifyEvent({ ...event, content: 'forged' })).toThrow()
  })

  it('fails clearly when the binary is missing (the verifier then falls back to nostr-tools)', async () => {
    await expect(nostrWasmFromFile(`${base}/gone.wasm`)).rejects.toThrow(`${base}/gone.wasm: 404`)
  })
})
