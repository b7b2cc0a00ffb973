import { describe, expect, it } from 'vitest'
import { configMints } from './config-mints'

describe('runtime config mints', () => {
  it('keeps http(s) URLs trimmed, without trailing slashes, de-duplicated', () => {
    expect(configMints([' http://127.0.0.1:3338/ ', 'http://127.0.0.1:3338', 'https://Mint.Example.com/cashu//', 'https://mint.example.com/cashu'])).toEqual([
      'http://127.0.0.1:3338',
      'https://mint.example.com/cashu',
    ])
    expect(configMints(undefined)).toEqual([])
  })

  it('leaves out what is not a mint URL, saying so', () => {
    const warnings: string[] = []
    const warn = (message: string) => void warnings.push(message)
    expect(configMints(['https://ok.example.com', 'mint.example.com', 'wss://x.example', 42, 'https://m.example/?x=1'], warn)).toEqual(['https://ok.example.com'])
    expect(warnings).toEqual([1, 2, 3, 4].map((index) => `runtime config: mints[${index}] is not a valid http(s) URL`))
    expect(configMints('https://mint.example.com', warn)).toEqual([])
    expect(warnings.at(-1)).toBe('runtime config: mints must be an array of http(s) URLs')
  })
})
