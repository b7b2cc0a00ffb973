import { describe, expect, it } from 'vitest'
import { CONNECTION_NAME_MAX, connectionName } from './connection-name'

describe('connectionName', () => {
  it('prefers the name given, then the wallet alias, then a numbered default', () => {
    expect(connectionName(' My hub ', 'Alby Hub', 0)).toBe('My hub')
    expect(connectionName('  ', 'Alby Hub', 0)).toBe('Alby Hub')
    expect(connectionName(undefined, '   ', 2)).toBe('Wallet 3')
  })

  it('cuts a hostile alias (any length, markup, astral characters) to the form’s limit without splitting a character', () => {
    const alias = `<script>alert(1)</script>${'W'.repeat(20_000)}`
    expect(connectionName(undefined, alias, 0)).toBe(alias.slice(0, CONNECTION_NAME_MAX))
    const emoji = connectionName(undefined, '😀'.repeat(100), 0)
    expect([...emoji]).toHaveLength(CONNECTION_NAME_MAX)
    expect(emoji.endsWith('😀')).toBe(true)
  })
})
