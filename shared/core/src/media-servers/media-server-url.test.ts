import { describe, expect, it } from 'vitest'
import { MEDIA_SERVER_ERRORS } from './media-server-errors'
import { normalizeMediaServerUrl, sameMediaServer } from './media-server-url'
import { serverListTemplate } from './server-list-events'

describe('normalizeMediaServerUrl', () => {
  it('trims, adds https:// without a scheme, lower-cases the host and drops the trailing slash', () => {
    expect(normalizeMediaServerUrl('  Blossom.Example.com/ ')).toBe('https://blossom.example.com')
    expect(normalizeMediaServerUrl('http://127.0.0.1:3000/media/')).toBe('http://127.0.0.1:3000/media')
    expect(normalizeMediaServerUrl('https://files.example.org')).toBe('https://files.example.org')
  })

  it('refuses empty, unparsable and non-http(s) addresses with a clear error', () => {
    expect(() => normalizeMediaServerUrl('   ')).toThrow(MEDIA_SERVER_ERRORS.empty)
    expect(() => normalizeMediaServerUrl('not a url')).toThrow(MEDIA_SERVER_ERRORS.invalid('not a url'))
    expect(() => normalizeMediaServerUrl('ftp://files.example.org')).toThrow(MEDIA_SERVER_ERRORS.notHttp)
    expect(() => normalizeMediaServerUrl('wss://relay.example.org')).toThrow(MEDIA_SERVER_ERRORS.notHttp)
  })

  it('compares addresses in their normalised form', () => {
    expect(sameMediaServer('https://a.example/', 'a.example')).toBe(true)
    expect(sameMediaServer('https://a.example', 'http://a.example')).toBe(false)
  })
})

describe('serverListTemplate', () => {
  const servers = [
    { url: 'https://b1.example', protocol: 'blossom' },
    { url: 'https://n1.example', protocol: 'nip96' },
    { url: 'https://b2.example', protocol: 'blossom' },
  ] as const

  it('lists one protocol as server tags, the default first', () => {
    expect(serverListTemplate('blossom', [...servers], servers[2], 100)).toEqual({
      kind: 10063,
      created_at: 100,
      content: '',
      tags: [['server', 'https://b2.example'], ['server', 'https://b1.example']],
    })
    expect(serverListTemplate('nip96', [...servers], servers[2], 100)).toMatchObject({ kind: 10096, tags: [['server', 'https://n1.example']] })
  })
})
