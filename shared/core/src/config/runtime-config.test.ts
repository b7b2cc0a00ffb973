import { describe, expect, it } from 'vitest'
import { parseRuntimeConfig } from './runtime-config'

describe('parseRuntimeConfig', () => {
  it('accepts remotes and relays, normalising relay URLs and dropping duplicates', () => {
    const config = parseRuntimeConfig({
      remotes: { feed: 'http://localhost:3001/mf-manifest.json' },
      relays: ['relay.damus.io', 'wss://relay.damus.io/', 'ws://127.0.0.1:7777'],
    })
    expect(config).toEqual({
      remotes: { feed: 'http://localhost:3001/mf-manifest.json' },
      relays: ['wss://relay.damus.io/', 'ws://127.0.0.1:7777/'],
      outboxRelays: [],
      flaggedPubkeys: [],
      flaggedExplanation: '/csae',
    })
  })

  it('reads the flagged public keys (lowercased, de-duplicated) and the explanation link', () => {
    const key = 'AB'.repeat(32)
    const config = parseRuntimeConfig({ remotes: {}, relays: [], flaggedPubkeys: [key, key.toLowerCase()], flaggedExplanation: ' /note1xyz ' })
    expect(config.flaggedPubkeys).toEqual(['ab'.repeat(32)])
    expect(config.flaggedExplanation).toBe('/note1xyz')
  })

  it('reads the product domain for plain names, ignoring malformed ones', () => {
    expect(parseRuntimeConfig({ remotes: {}, relays: [], productDomain: ' Example.com ' }).productDomain).toBe('example.com')
    expect(parseRuntimeConfig({ remotes: {}, relays: [], productDomain: '127.0.0.1:8080' }).productDomain).toBe('127.0.0.1:8080')
    expect(parseRuntimeConfig({ remotes: {}, relays: [], productDomain: 'a b/c' })).not.toHaveProperty('productDomain')
  })

  it('reads the map tiles template: empty for no tiles, absent for the default; a malformed one is an error', () => {
    const tiles = 'https://tiles.example.com/{z}/{x}/{y}.png'
    expect(parseRuntimeConfig({ remotes: {}, relays: [], mapTiles: ` ${tiles} ` }).mapTiles).toBe(tiles)
    expect(parseRuntimeConfig({ remotes: {}, relays: [], mapTiles: '' }).mapTiles).toBe('')
    expect(parseRuntimeConfig({ remotes: {}, relays: [] })).not.toHaveProperty('mapTiles')
    expect(() => parseRuntimeConfig({ remotes: {}, relays: [], mapTiles: 'https://tiles.example.com/{z}.png' })).toThrow('Invalid runtime config: mapTiles must be an http(s) URL template with {z}, {x} and {y}, or empty')
    expect(() => parseRuntimeConfig({ remotes: {}, relays: [], mapTiles: 'javascript:{z}{x}{y}' })).toThrow('mapTiles')
  })

  it('reads an optional social graph root for visitors', () => {
    expect(parseRuntimeConfig({ remotes: {}, relays: [], socialGraphRoot: 'CD'.repeat(32) }).socialGraphRoot).toBe('cd'.repeat(32))
    expect(parseRuntimeConfig({ remotes: {}, relays: [] })).not.toHaveProperty('socialGraphRoot')
  })

  it('reads the optional outbox relays like relays', () => {
    const config = parseRuntimeConfig({ remotes: {}, relays: [], outboxRelays: ['purplepag.es', 'wss://purplepag.es'] })
    expect(config.outboxRelays).toEqual(['wss://purplepag.es/'])
  })

  it('keeps an http(s) apiServer (the notification/API server) and drops anything else', () => {
    expect(parseRuntimeConfig({ remotes: {}, relays: [], apiServer: ' http://127.0.0.1:3340/ ' }).apiServer).toBe('http://127.0.0.1:3340/')
    expect(parseRuntimeConfig({ remotes: {}, relays: [], apiServer: 'javascript:alert(1)' })).not.toHaveProperty('apiServer')
    expect(parseRuntimeConfig({ remotes: {}, relays: [] })).not.toHaveProperty('apiServer')
  })

  it('keeps an http(s) socialGraphService (Download graph) and drops anything else', () => {
    expect(parseRuntimeConfig({ remotes: {}, relays: [], socialGraphService: 'https://graph.example.com/api' }).socialGraphService).toBe('https://graph.example.com/api')
    expect(parseRuntimeConfig({ remotes: {}, relays: [], socialGraphService: 'data:text/html,x' })).not.toHaveProperty('socialGraphService')
  })

  it('keeps an http(s) mediaServer (the product Blossom server) and drops anything else', () => {
    expect(parseRuntimeConfig({ remotes: {}, relays: [], mediaServer: ' https://media.example.org ' }).mediaServer).toBe('https://media.example.org')
    expect(parseRuntimeConfig({ remotes: {}, relays: [], mediaServer: 'ftp://media.example.org' })).not.toHaveProperty('mediaServer')
    expect(parseRuntimeConfig({ remotes: {}, relays: [] })).not.toHaveProperty('mediaServer')
  })

  it('passes the optional mints through as written (the wallet keeps the valid ones); absent → no field', () => {
    expect(parseRuntimeConfig({ remotes: {}, relays: [], mints: ['https://mint.example.com/'] }).mints).toEqual(['https://mint.example.com/'])
    expect(parseRuntimeConfig({ remotes: {}, relays: [] })).not.toHaveProperty('mints')
  })

  it.each([
    [null, 'expected an object'],
    ['text', 'expected an object'],
    [[], 'expected an object'],
    [{ relays: [] }, 'remotes must be an object'],
    [{ remotes: { feed: 42 }, relays: [] }, 'remote "feed" must have a non-empty URL'],
    [{ remotes: { feed: ' ' }, relays: [] }, 'remote "feed" must have a non-empty URL'],
    [{ remotes: {} }, 'relays must be an array'],
    [{ remotes: {}, relays: ['ok.com', 'https://x'] }, 'relays[1] is not a valid relay URL'],
    [{ remotes: {}, relays: [7] }, 'relays[0] is not a valid relay URL'],
    [{ remotes: {}, relays: [], outboxRelays: 'x' }, 'outboxRelays must be an array'],
    [{ remotes: {}, relays: [], outboxRelays: ['ok.com', 3] }, 'outboxRelays[1] is not a valid relay URL'],
    [{ remotes: {}, relays: [], flaggedPubkeys: ['npub1x'] }, 'flaggedPubkeys must be an array of 64-character hex public keys'],
  ])('rejects %j', (input, why) => {
    expect(() => parseRuntimeConfig(input)).toThrow(`Invalid runtime config: ${why}`)
  })
})
