import { BehaviorSubject } from 'rxjs'
import { describe, expect, it, vi } from 'vitest'
import type { NostrEvent } from '../nostr-types'
import { createMemoryStorage } from '../policies/storage'
import type { CurrentUser } from '../signers'
import { createUserStore, type MediaServer } from '../stores'
import { createManualClock } from '../test-support/manual-clock'
import { createAuthor } from '../test-support/test-relay'
import { MEDIA_SERVER_ERRORS } from './media-server-errors'
import { createMediaServerService } from './media-server-service'

const BLOSSOM: MediaServer = { url: 'https://blossom.example', protocol: 'blossom' }
const NIP96: MediaServer = { url: 'https://nip96.example', protocol: 'nip96' }
const author = createAuthor()

/** A fake network: nip96.example serves a discovery document, down.example is unreachable, the rest answer 404. */
const fakeFetch = async (input: string) => {
  const { host } = new URL(input)
  if (host === 'down.example') throw new TypeError('fetch failed')
  if (host === 'nip96.example') return Response.json({ api_url: 'https://nip96.example/api/v2/media' })
  if (host === 'html.example') return new Response('<html>not json</html>', { status: 200 })
  return Response.json({ message: 'Not found' }, { status: 404 })
}

function setup(opts: { signedIn?: boolean; servers?: MediaServer[]; failPublish?: boolean } = {}) {
  const user = createUserStore({ storage: createMemoryStorage() })
  user.update({ mediaservers: opts.servers ?? [], defaultMediaserver: opts.servers?.[0] ?? null })
  const session$ = new BehaviorSubject<CurrentUser | null>(opts.signedIn === false ? null : { pubkey: author.pubkey, method: 'privateKey', locked: false } satisfies CurrentUser)
  const published: NostrEvent[] = []
  const errors: string[] = []
  const service = createMediaServerService({
    user,
    session$,
    clock: createManualClock(),
    fetch: fakeFetch,
    sign: async (template) => author.sign(template),
    publish: async (event) => {
      if (opts.failPublish) throw new Error('no relay accepted it')
      published.push(event)
    },
  })
  service.errors$.subscribe((message) => errors.push(message))
  const serverTags = (kind: number) => published.filter((event) => event.kind === kind).at(-1)?.tags
  return { user, service, published, errors, serverTags, session$ }
}

describe('media server service', () => {
  it('detects NIP-96 from the discovery document and Blossom otherwise', async () => {
    const { service } = setup()
    await expect(service.add('nip96.example')).resolves.toEqual(NIP96)
    await expect(service.add('https://blossom.example/')).resolves.toEqual(BLOSSOM)
    await expect(service.add('html.example')).resolves.toEqual({ url: 'https://html.example', protocol: 'blossom' })
    expect(service.get()).toEqual({ servers: [NIP96, BLOSSOM, { url: 'https://html.example', protocol: 'blossom' }], defaultServer: NIP96 })
  })

  it('refuses duplicates, bad addresses and unreachable servers without changing the list', async () => {
    const { service } = setup({ servers: [BLOSSOM] })
    await expect(service.add('BLOSSOM.example/')).rejects.toThrow(MEDIA_SERVER_ERRORS.duplicate)
    await expect(service.add('ftp://x.example')).rejects.toThrow(MEDIA_SERVER_ERRORS.notHttp)
    await expect(service.add('down.example')).rejects.toThrow('Could not reach down.example')
    expect(service.get().servers).toEqual([BLOSSOM])
  })

  it('publishes kind 10063 with the Blossom servers (default first) and kind 10096 with the NIP-96 ones', async () => {
    const { service, serverTags, published } = setup({ servers: [BLOSSOM] })
    await service.add('second.example')
    await service.add('nip96.example')
    await service.setDefault('https://second.example') // resolves after the earlier changes' lists went out too
    expect(serverTags(10063)).toEqual([['server', 'https://second.example'], ['server', BLOSSOM.url]])
    expect(serverTags(10096)).toEqual([['server', NIP96.url]])
    expect(published.map((event) => event.kind)).toEqual([10063, 10063, 10096, 10063])
    expect(published.every((event) => event.pubkey === author.pubkey)).toBe(true)
    const createdAts = published.filter((event) => event.kind === 10063).map((event) => event.created_at)
    expect(createdAts).toEqual([...createdAts].sort((a, b) => a - b))
    expect(new Set(createdAts).size).toBe(createdAts.length)
  })

  it('makes the first remaining server the default when the default is removed, then none', async () => {
    const { service, serverTags, published } = setup({ servers: [BLOSSOM, NIP96] })
    await service.remove('https://blossom.example/')
    expect(service.get()).toEqual({ servers: [NIP96], defaultServer: NIP96 })
    expect(serverTags(10063)).toEqual([])
    expect(serverTags(10096)).toBeUndefined() // its list did not change: no second signature
    await service.remove(NIP96.url)
    expect(service.get()).toEqual({ servers: [], defaultServer: null })
    expect(serverTags(10096)).toEqual([])
    expect(published.map((event) => event.kind)).toEqual([10063, 10063, 10096])
    await expect(service.setDefault(NIP96.url)).rejects.toThrow(MEDIA_SERVER_ERRORS.notListed(NIP96.url))
  })

  it('keeps a visitor’s changes local', async () => {
    const { service, published } = setup({ signedIn: false })
    await service.add('nip96.example')
    await service.setDefault(NIP96.url)
    expect(service.get().servers).toEqual([NIP96])
    expect(published).toEqual([])
  })

  it('keeps the change and reports a failed publish on errors$', async () => {
    const { service, errors } = setup({ failPublish: true })
    await service.add('blossom.example')
    expect(service.get().servers).toEqual([BLOSSOM])
    await vi.waitFor(() => expect(errors).toEqual([`${MEDIA_SERVER_ERRORS.publishFailed}: no relay accepted it`]))
  })

  it('emits the list on servers$', async () => {
    const { service } = setup()
    const seen: number[] = []
    service.servers$.subscribe((list) => seen.push(list.servers.length))
    await service.add('blossom.example')
    expect(seen).toEqual([0, 1])
  })
})
