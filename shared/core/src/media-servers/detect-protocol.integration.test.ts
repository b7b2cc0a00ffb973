import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBlossomServer } from '../../../../e2e/servers/blossom-server.mjs'
import { startNip96Server } from '../../../../e2e/servers/nip96-server.mjs'
import { detectMediaServerProtocol } from './detect-protocol'

let blossom: Awaited<ReturnType<typeof startBlossomServer>>
let nip96: Awaited<ReturnType<typeof startNip96Server>>
beforeAll(async () => {
  ;[blossom, nip96] = await Promise.all([startBlossomServer(), startNip96Server()])
})
afterAll(async () => {
  await Promise.all([blossom.close(), nip96.close()])
})

describe('protocol detection against the spec-conformant test servers (loopback)', () => {
  it('says blossom for the BUD-01/02 server and nip96 for the NIP-96 server', async () => {
    expect(await detectMediaServerProtocol(blossom.url)).toBe('blossom')
    expect(await detectMediaServerProtocol(nip96.url)).toBe('nip96')
  })

  it('says which host could not be reached', async () => {
    const closed = await startBlossomServer()
    const { host } = new URL(closed.url)
    await closed.close()
    await expect(detectMediaServerProtocol(closed.url)).rejects.toThrow(`Could not reach ${host}`)
  })
})
