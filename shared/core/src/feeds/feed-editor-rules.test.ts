import * as nip19 from 'nostr-tools/nip19'
import { describe, expect, it, vi } from 'vitest'
import { GEOHASH_BASE32 } from './feed-constants'
import {
  addKind,
  canDeleteFeed,
  canToggleShowRepliedTo,
  clampFollowDistance,
  clampLimit,
  cleanConfig,
  cleanFilter,
  displayName,
  parseAuthors,
  parseGeohashes,
  parseKinds,
  setFilterField,
  setFollowDistanceEnabled,
  toggleShowReplies,
} from './feed-editor-rules'
import type { FeedConfig } from './feed-types'

const HEX = 'a'.repeat(64)
const latest: FeedConfig = { id: 'latest', name: 'Latest', filter: { kinds: [1], limit: 100 }, followDistance: 1, showRepliedTo: true }

describe('feed editor rules', () => {
  it('keeps custom kinds that are integers ≥ 0, once each', () => {
    expect(parseKinds('1, 7,-3, 2.5, abc, 7, 30023')).toEqual([1, 7, 30023])
    expect(addKind([1], '7')).toEqual([1, 7])
    expect(addKind([1], '1')).toEqual([1])
    expect(addKind([1], '-1')).toEqual([1])
  })

  it('parses the geohash list: trimmed, lowercased, empties dropped, * = all 32', () => {
    expect(parseGeohashes(' U33D , ,9q8 ')).toEqual(['u33d', '9q8'])
    expect(parseGeohashes('*')).toEqual([...GEOHASH_BASE32])
    expect(parseGeohashes('*')).toHaveLength(32)
    expect(parseGeohashes(' , ')).toBeUndefined()
  })

  it('accepts npub (decoded) or 64-hex authors; an invalid npub is logged and ignored', () => {
    const log = vi.fn()
    const npub = nip19.npubEncode(HEX)
    expect(parseAuthors([npub, HEX.toUpperCase(), 'npub1invalid', 'bob'], log)).toEqual([HEX])
    expect(log).toHaveBeenCalledWith('Invalid npub: npub1invalid')
  })

  it('clamps follow distance to 0–10 (default 3) and limit to 10–1000', () => {
    expect(clampFollowDistance(12)).toBe(10)
    expect(clampFollowDistance(-1)).toBe(0)
    expect(clampFollowDistance('')).toBe(3)
    expect(clampFollowDistance('2')).toBe(2)
    expect(clampLimit(5)).toBe(10)
    expect(clampLimit('5000')).toBe(1000)
    expect(clampLimit('')).toBeUndefined()
    expect(setFollowDistanceEnabled({ id: 'x', name: 'X' }, true).followDistance).toBe(3)
    expect(setFollowDistanceEnabled(latest, false)).not.toHaveProperty('followDistance')
  })

  it("turning 'Show replies' off sets hideReplies and clears showRepliedTo", () => {
    const hidden = toggleShowReplies(latest, false)
    expect(hidden).toMatchObject({ hideReplies: true, showRepliedTo: false })
    expect(canToggleShowRepliedTo(hidden)).toBe(false)
    expect(toggleShowReplies(hidden, true).hideReplies).toBe(false)
  })

  it('removes empty filter fields, and an empty filter becomes unset', () => {
    expect(cleanFilter({ kinds: [], authors: [HEX], search: ' ' })).toEqual({ authors: [HEX] })
    expect(cleanFilter({ kinds: [], '#g': [] })).toBeUndefined()
    expect(setFilterField(latest, 'kinds', [])).toEqual({ ...latest, filter: { limit: 100 } })
    const noFilter = setFilterField({ ...latest, filter: { kinds: [1] } }, 'kinds', [])
    expect(noFilter).not.toHaveProperty('filter')
  })

  it('falls back to the default name when the custom name is empty', () => {
    expect(displayName({ ...latest, customName: 'Friends' })).toBe('Friends')
    expect(displayName({ ...latest, customName: '  ' })).toBe('Latest')
    expect(displayName({ id: 'media', name: '', customName: '' })).toBe('Media')
    expect(cleanConfig({ ...latest, customName: ' ' })).not.toHaveProperty('customName')
  })

  it('hides delete with one feed left', () => {
    expect(canDeleteFeed(['a'])).toBe(false)
    expect(canDeleteFeed(['a', 'b'])).toBe(true)
  })
})
