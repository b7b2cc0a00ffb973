import { describe, expect, it } from 'vitest'
import type { NostrEvent } from '../nostr-types'
import { displayName, shortNpub } from './display-name'
import { isCacheableProfile, isNewerProfile, parseProfileEvent } from './profile'

const pubkey = '3bf0c63fcb93463407af97a5e5ee64fa883d107ef9e558472c4eb9aaaefa459d'

function kind0(content: unknown, created_at = 100): NostrEvent {
  const text = typeof content === 'string' ? content : JSON.stringify(content)
  return { kind: 0, pubkey, created_at, content: text, tags: [], id: 'a'.repeat(64), sig: 'b'.repeat(128) }
}

describe('parseProfileEvent', () => {
  it('keeps string fields and ignores the rest', () => {
    const profile = parseProfileEvent(
      kind0({ name: ' alice ', display_name: 'Alice', picture: 'https://x/a.png', about: 42, nip05: ['x'], lud16: null, extra: 'no' }),
    )
    expect(profile).toEqual({ pubkey, created_at: 100, name: 'alice', display_name: 'Alice', picture: 'https://x/a.png' })
  })

  it('caps names to 50 and pictures to 500 characters', () => {
    const profile = parseProfileEvent(kind0({ name: 'n'.repeat(80), display_name: 'd'.repeat(80), picture: 'p'.repeat(900) }))
    expect(profile?.name).toHaveLength(50)
    expect(profile?.display_name).toHaveLength(50)
    expect(profile?.picture).toHaveLength(500)
  })

  it('reads common alternative keys', () => {
    expect(parseProfileEvent(kind0({ username: 'bob', displayName: 'Bob', image: 'i' }))).toMatchObject({
      name: 'bob',
      display_name: 'Bob',
      picture: 'i',
    })
  })

  it.each(['not json', '"text"', '[1,2]', 'null'])('returns undefined for content %j', (content) => {
    expect(parseProfileEvent(kind0(content))).toBeUndefined()
  })

  it('returns undefined for other kinds', () => {
    expect(parseProfileEvent({ ...kind0({ name: 'x' }), kind: 1 })).toBeUndefined()
  })
})

describe('profile rules', () => {
  it('prefers the newest profile', () => {
    const older = { pubkey, created_at: 1 }
    const newer = { pubkey, created_at: 2 }
    expect(isNewerProfile(newer, older)).toBe(true)
    expect(isNewerProfile(older, newer)).toBe(false)
    expect(isNewerProfile(older, undefined)).toBe(true)
  })

  it('caches only profiles with a name or display name', () => {
    expect(isCacheableProfile({ pubkey, created_at: 1, picture: 'x' })).toBe(false)
    expect(isCacheableProfile({ pubkey, created_at: 1, display_name: 'x' })).toBe(true)
  })
})

describe('display helpers', () => {
  it('shortens npubs', () => {
    expect(shortNpub(pubkey)).toBe('npub180cvv0…h6w6')
    expect(shortNpub('not-hex')).toBe('not-hex')
  })

  it('uses display_name, then name, then the short npub', () => {
    expect(displayName({ display_name: 'D', name: 'N' }, pubkey)).toBe('D')
    expect(displayName({ name: 'N' }, pubkey)).toBe('N')
    expect(displayName(undefined, pubkey)).toBe(shortNpub(pubkey))
  })
})
