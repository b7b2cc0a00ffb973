import { describe, expect, it } from 'vitest'
import { NWC_ERRORS, NwcError } from './nwc-errors'
import { parseNwcConnection } from './parse-connection'

const WALLET = 'b889ff5b1513b641e2a139f661a661364979c5beee91842f8f0ef42ab558e9d4'
const SECRET = '71a8c14c1407c113601079c4302dab36460f0ccd0ad506f1f2dc73b5100e4f3c'
const uri = (query: string, pubkey = WALLET) => `nostr+walletconnect://${pubkey}?${query}`

describe('parseNwcConnection', () => {
  it('reads the NIP-47 example (relay URL-encoded)', () => {
    expect(parseNwcConnection(uri(`relay=wss%3A%2F%2Frelay.damus.io&secret=${SECRET}`))).toEqual({
      walletPubkey: WALLET,
      relays: ['wss://relay.damus.io/'],
      secret: SECRET,
    })
  })

  it('keeps every wss relay, once, and the lud16', () => {
    const parsed = parseNwcConnection(
      uri(`relay=wss://a.example&relay=wss://b.example/path&relay=wss://A.example/&secret=${SECRET}&lud16=alice@getalby.com`),
    )
    expect(parsed.relays).toEqual(['wss://a.example/', 'wss://b.example/path/'])
    expect(parsed.lud16).toBe('alice@getalby.com')
  })

  it('keeps ws:// on loopback hosts only', () => {
    const relays = ['ws://127.0.0.1:7777', 'ws://localhost:4869', 'ws://[::1]:7000', 'ws://relay.example.com', 'ws://192.168.1.2']
    const parsed = parseNwcConnection(uri(`${relays.map((relay) => `relay=${encodeURIComponent(relay)}`).join('&')}&secret=${SECRET}`))
    expect(parsed.relays).toEqual(['ws://127.0.0.1:7777/', 'ws://localhost:4869/', 'ws://[::1]:7000/'])
  })

  it('drops other schemes and garbage', () => {
    const parsed = parseNwcConnection(uri(`relay=https://a.example&relay=relay.example&relay=wss://ok.example&relay=%%&secret=${SECRET}`))
    expect(parsed.relays).toEqual(['wss://ok.example/'])
  })

  it('lowercases the keys and accepts the scheme without slashes', () => {
    const parsed = parseNwcConnection(`nostr+walletconnect:${WALLET.toUpperCase()}?relay=wss://a.example&secret=${SECRET.toUpperCase()}`)
    expect(parsed.walletPubkey).toBe(WALLET)
    expect(parsed.secret).toBe(SECRET)
  })

  it.each([
    ['no pubkey', `nostr+walletconnect://?relay=wss://a.example&secret=${SECRET}`],
    ['a short pubkey', uri(`relay=wss://a.example&secret=${SECRET}`, 'abcd')],
    ['no relay', uri(`secret=${SECRET}`)],
    ['only a remote ws relay', uri(`relay=ws://relay.example.com&secret=${SECRET}`)],
    ['no secret', uri('relay=wss://a.example')],
    ['a non-hex secret', uri(`relay=wss://a.example&secret=${'z'.repeat(64)}`)],
    ['another scheme', `nostrwalletconnect://${WALLET}?relay=wss://a.example&secret=${SECRET}`],
    ['no query', `nostr+walletconnect://${WALLET}`],
    ['an empty string', ''],
  ])('rejects %s with the spec text', (_, input) => {
    expect(() => parseNwcConnection(input)).toThrow(NwcError)
    expect(() => parseNwcConnection(input)).toThrow(
      'Invalid NWC connection string format. Expected: nostr+walletconnect://<pubkey>?relay=<relay>&secret=<secret>',
    )
  })

  it('exports the spec error texts', () => {
    expect(NWC_ERRORS.timedOut('pay_invoice')).toBe('NWC request pay_invoice timed out')
    expect(NWC_ERRORS.disconnected).toBe('Wallet disconnected')
    expect(NWC_ERRORS.missingParams).toBe('Missing required NWC parameters')
  })
})
