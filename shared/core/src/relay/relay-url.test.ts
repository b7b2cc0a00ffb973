import { describe, expect, it } from 'vitest'
import { normalizeRelayUrl, normalizeRelayUrls } from './relay-url'

describe('normalizeRelayUrl', () => {
  it.each([
    ['relay.example.com', 'wss://relay.example.com/'],
    ['  wss://relay.example.com  ', 'wss://relay.example.com/'],
    ['wss://Relay.Example.COM', 'wss://relay.example.com/'],
    ['ws://127.0.0.1:7777', 'ws://127.0.0.1:7777/'],
    ['WSS://relay.example.com/', 'wss://relay.example.com/'],
    ['wss://relay.example.com/inbox', 'wss://relay.example.com/inbox/'],
    ['wss://relay.example.com:443', 'wss://relay.example.com/'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeRelayUrl(input)).toBe(expected)
  })

  it.each(['', '   ', 'https://relay.example.com', 'wss://', 'not a url', 'wss://user:pw@relay.example.com'])(
    'rejects %j',
    (input) => {
      expect(() => normalizeRelayUrl(input)).toThrow('Invalid relay URL')
    },
  )

  it('rejects non-string input without crashing', () => {
    expect(() => normalizeRelayUrl(undefined as unknown as string)).toThrow('Invalid relay URL')
  })
})

describe('normalizeRelayUrls', () => {
  it('drops invalid entries and duplicates, keeping order', () => {
    expect(normalizeRelayUrls(['b.com', 'bad url', 'wss://a.com', 'wss://B.com/'])).toEqual([
      'wss://b.com/',
      'wss://a.com/',
    ])
  })
})
