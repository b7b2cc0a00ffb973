import { describe, expect, it } from 'vitest'
import { searchCapableRelays } from './search-relays'

const documents: Record<string, unknown> = {
  'wss://search.example/': { supported_nips: [1, 11, 50] },
  'wss://plain.example/': { supported_nips: [1, 11] },
  'wss://odd.example/': { supported_nips: '50' },
}

const info = {
  fetchRelayInfo: async (url: string) => {
    if (!(url in documents)) throw new Error('Failed to fetch relay information: 404 Not Found')
    return documents[url] as never
  },
}

describe('searchCapableRelays', () => {
  it('keeps the relays whose NIP-11 document lists NIP-50, in order', async () => {
    const urls = ['wss://plain.example/', 'wss://search.example/', 'wss://odd.example/', 'wss://down.example/']
    expect(await searchCapableRelays(urls, info)).toEqual(['wss://search.example/'])
    expect(await searchCapableRelays([], info)).toEqual([])
  })
})
