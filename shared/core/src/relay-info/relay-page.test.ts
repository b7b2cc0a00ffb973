import { describe, expect, it } from 'vitest'
import { relayHost, relayPagePath, resolveRelayPageUrl } from './relay-page'

describe('relay page paths (spec 2: scheme prefix and trailing slash stripped)', () => {
  it('strips the scheme and the trailing slash, and encodes the rest', () => {
    expect(relayHost('wss://relay.example.com/')).toBe('relay.example.com')
    expect(relayPagePath('ws://127.0.0.1:7777/')).toBe('/relay/127.0.0.1%3A7777')
    expect(relayPagePath('wss://relay.example.com/nostr/')).toBe('/relay/relay.example.com%2Fnostr')
  })

  it('gives a bare host the scheme of a known relay with that host, else wss://', () => {
    const known = ['wss://relay.damus.io/', 'ws://127.0.0.1:7777/']
    expect(resolveRelayPageUrl('127.0.0.1:7777', known)).toBe('ws://127.0.0.1:7777/')
    expect(resolveRelayPageUrl('relay.damus.io', known)).toBe('wss://relay.damus.io/')
    expect(resolveRelayPageUrl('Relay.Example.com/', known)).toBe('wss://relay.example.com/')
    expect(resolveRelayPageUrl('relay.example.com/nostr', ['ws://relay.example.com/nostr/'])).toBe('ws://relay.example.com/nostr/')
  })

  it('keeps a full address (older links) and refuses what is not a relay address', () => {
    expect(resolveRelayPageUrl('ws://localhost:9000', [])).toBe('ws://localhost:9000/')
    expect(resolveRelayPageUrl('https://example.com', [])).toBeUndefined()
    expect(resolveRelayPageUrl('has space', [])).toBeUndefined()
    expect(resolveRelayPageUrl('notaurl', [])).toBeUndefined() // no dot: not a host anyone can reach
    expect(resolveRelayPageUrl('localhost:7777', [])).toBe('wss://localhost:7777/')
    expect(resolveRelayPageUrl('[::1]:7777', [])).toBe('wss://[::1]:7777/')
    expect(resolveRelayPageUrl('', [])).toBeUndefined()
  })
})
