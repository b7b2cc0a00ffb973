import 'fake-indexeddb/auto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lazyDatabase } from '../db/database-handle'
import { startLocalHttpServer, type LocalHttpServer } from '../names/testing/local-http-server'
import { createManualClock } from '../test-support/manual-clock'
import { waitFor } from '../test-support/test-relay'
import { encodeLnurl, lnurlPayUrl } from './lnurl-address'
import { createLnurlService, LNURL_TTL_MS, type LightningProfile } from './lnurl-service'

const ZAPPER_KEY = 'f'.repeat(64)
const held: Array<() => void> = []
let holding = false
let server: LocalHttpServer

beforeAll(async () => {
  server = await startLocalHttpServer(async (url) => {
    const name = /^\/\.well-known\/lnurlp\/([^/]+)$/.exec(url.pathname)?.[1]
    if (!name || name === 'ghost') return { status: 404, body: 'Not Found' }
    if (holding) await new Promise<void>((resolve) => held.push(resolve))
    if (name === 'broken') return { status: 200, body: { status: 'ERROR', reason: 'no such user' } }
    if (name === 'silent') return { status: 200, body: { status: 'ERROR' } }
    if (name === 'malformed') return { status: 200, body: { tag: 'withdrawRequest' } }
    const zaps = name !== 'plain' ? { allowsNostr: true, nostrPubkey: ZAPPER_KEY } : {}
    return {
      status: 200,
      body: { tag: 'payRequest', callback: `${server.origin}/cb/${name}`, minSendable: 1000, maxSendable: 1e11, metadata: '[]', ...zaps },
    }
  })
})
afterAll(() => server.close())

const requestsFor = (name: string) => server.seen.filter((request) => request.path === `/.well-known/lnurlp/${name}`).length
const noProfiles = async () => undefined

describe('lnurlPayUrl', () => {
  it('maps lud16 to the well-known path (https, http only on the local machine) and decodes lnurl', () => {
    expect(lnurlPayUrl('Bob@Wallet.example')).toBe('https://wallet.example/.well-known/lnurlp/bob')
    expect(lnurlPayUrl('bob@127.0.0.1:3000')).toBe('http://127.0.0.1:3000/.well-known/lnurlp/bob')
    expect(lnurlPayUrl(encodeLnurl('https://wallet.example/lnurlp/bob'))).toBe('https://wallet.example/lnurlp/bob')
    expect(lnurlPayUrl(encodeLnurl('http://wallet.example/lnurlp/bob'))).toBeUndefined()
    expect(lnurlPayUrl('not an address')).toBeUndefined()
  })
})

describe('createLnurlService against a local LNURL server', () => {
  it('reads pay info from a lightning address and from an lnurl, with the NIP-57 fields', async () => {
    const lnurl = createLnurlService({ getProfile: noProfiles })
    expect(await lnurl.fetchLnurlPayInfo(`alice@${server.host}`)).toMatchObject({
      callback: `${server.origin}/cb/alice`,
      minSendable: 1000,
      allowsNostr: true,
      nostrPubkey: ZAPPER_KEY,
    })
    const viaLnurl = await lnurl.fetchLnurlPayInfo(encodeLnurl(`${server.origin}/.well-known/lnurlp/plain`))
    expect(viaLnurl).toMatchObject({ callback: `${server.origin}/cb/plain`, allowsNostr: false })
    expect(await lnurl.fetchLnurlPayInfo(`ghost@${server.host}`)).toBeNull()
    expect(await lnurl.fetchLnurlPayInfo(`broken@${server.host}`)).toBeNull()
  })

  it('says why an address gives no pay info, in the spec 2 §5 and §8 texts', async () => {
    const lnurl = createLnurlService({ getProfile: noProfiles })
    await expect(lnurl.loadPayInfo('not an address')).rejects.toThrow('Invalid lightning address format')
    await expect(lnurl.loadPayInfo(`ghost@${server.host}`)).rejects.toThrow('Failed to fetch LNURL endpoint: 404')
    await expect(lnurl.loadPayInfo(`broken@${server.host}`)).rejects.toThrow('no such user')
    await expect(lnurl.loadPayInfo(`silent@${server.host}`)).rejects.toThrow('LNURL server returned error')
    await expect(lnurl.loadPayInfo(`malformed@${server.host}`)).rejects.toThrow('No zap endpoint found')
    await expect(lnurl.loadPayInfo(`alice@${server.host}`)).resolves.toMatchObject({ allowsNostr: true })
  })

  it('caches pay info for 86400 s by the clock, across instances through the lnurl table', async () => {
    const clock = createManualClock()
    const db = lazyDatabase(`lnurl-${Date.now()}`)
    await createLnurlService({ getProfile: noProfiles, db, clock }).fetchLnurlPayInfo(`carol@${server.host}`)
    const second = createLnurlService({ getProfile: noProfiles, db, clock })
    clock.advance(LNURL_TTL_MS - 1)
    expect((await second.fetchLnurlPayInfo(`carol@${server.host}`))?.allowsNostr).toBe(true)
    expect(requestsFor('carol')).toBe(1)
    clock.advance(1)
    await second.fetchLnurlPayInfo(`carol@${server.host}`)
    expect(requestsFor('carol')).toBe(2)
    db.close()
  })

  it("resolves a user's zap config from the profile's lud16 or lud06, three at a time", async () => {
    const profiles = new Map<string, LightningProfile>()
    for (let i = 0; i < 9; i++) profiles.set(`user${i}`, { lud16: `zapper${i}@${server.host}` })
    profiles.set('old-style', { lud06: encodeLnurl(`${server.origin}/.well-known/lnurlp/legacy`) })
    const lnurl = createLnurlService({ getProfile: async (pubkey) => profiles.get(pubkey) })
    holding = true
    let done = false
    const all = Promise.all([...profiles.keys()].map((pubkey) => lnurl.getZapConfig(pubkey))).finally(() => (done = true))
    while (!done) {
      await waitFor(() => held.length > 0 || done)
      await new Promise((resolve) => setTimeout(resolve, 20))
      held.splice(0).forEach((release) => release())
    }
    holding = false
    const configs = await all
    expect(configs.every((config) => config?.allowsNostr && config.nostrPubkey === ZAPPER_KEY)).toBe(true)
    expect(configs[9]?.address).toMatch(/^lnurl1/)
    expect(server.maxInFlight()).toBe(3)
    expect(await lnurl.getZapConfig('no-profile')).toBeNull()
  })
})
