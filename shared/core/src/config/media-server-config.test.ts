import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { createCore, type Core } from '../core/create-core'
import { createMemoryStorage } from '../policies/storage'
import { createRelayPool } from '../relay/pool/relay-pool'
import { KNOWN_MEDIA_SERVERS } from '../stores/user-defaults'
import { parseRuntimeConfig } from './runtime-config'

const PRODUCT_SERVER = 'https://media.example.org'
const cores: Core[] = []
afterEach(() => cores.splice(0).forEach((core) => core.dispose()))

/** A core started from this runtime config JSON, offline, with empty storage. */
function coreFromConfig(json: Record<string, unknown>): Core {
  const config = parseRuntimeConfig({ remotes: {}, relays: [], ...json })
  const core = createCore(config, { storage: createMemoryStorage(), transport: 'main', mainThreadPool: createRelayPool, graphCrawl: false, dbName: `media-config-${Date.now()}-${cores.length}` })
  cores.push(core)
  return core
}

describe("the runtime config's mediaServer (spec 3 §3: {product}: blossom first)", () => {
  it("puts the product's Blossom server first in a new user's media servers and makes it the default", () => {
    const user = coreFromConfig({ mediaServer: PRODUCT_SERVER }).user.get()
    expect(user.mediaservers).toEqual([{ url: PRODUCT_SERVER, protocol: 'blossom' }, KNOWN_MEDIA_SERVERS.nostr_build, KNOWN_MEDIA_SERVERS.nostr_check])
    expect(user.defaultMediaserver).toEqual({ url: PRODUCT_SERVER, protocol: 'blossom' })
  })

  it('without it the public servers remain, nostr.build the default', () => {
    const user = coreFromConfig({}).user.get()
    expect(user.mediaservers).toEqual([KNOWN_MEDIA_SERVERS.nostr_build, KNOWN_MEDIA_SERVERS.nostr_check])
    expect(user.defaultMediaserver).toEqual(KNOWN_MEDIA_SERVERS.nostr_build)
  })
})
