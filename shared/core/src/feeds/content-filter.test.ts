import { of } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { NostrEvent } from '../nostr-types'
import { defaultSettings } from '../stores/settings-defaults'
import { authorStanding, isMutedMoreThanFollowed, isShownByContentSettings } from './content-filter'

const event = (kind: number, tags: string[][] = []) => ({ id: 'e', pubkey: 'p', kind, content: '', tags, created_at: 1, sig: 's' }) as NostrEvent
const ALL_ON = defaultSettings().content
const NOTE = event(1)
const REPLY = event(1, [['e', 'x'.repeat(64), '', 'reply']])
const MENTIONING = event(1, [['e', 'x'.repeat(64), '', 'mention']])
const shown = (target: NostrEvent, off: Partial<typeof ALL_ON>) => isShownByContentSettings(target, { ...ALL_ON, ...off })

describe('isShownByContentSettings', () => {
  it('shows every kind with the defaults', () => {
    for (const kind of [1, 6, 7, 16, 20, 1111, 9735, 30023]) expect(shown(event(kind), {})).toBe(true)
    expect(shown(REPLY, {})).toBe(true)
  })

  it('showLikes off hides reactions only', () => {
    expect(shown(event(7), { showLikes: false })).toBe(false)
    expect(shown(NOTE, { showLikes: false })).toBe(true)
  })

  it('showReposts off hides kind-6 and generic (16) reposts', () => {
    expect(shown(event(6), { showReposts: false })).toBe(false)
    expect(shown(event(16), { showReposts: false })).toBe(false)
    expect(shown(NOTE, { showReposts: false })).toBe(true)
  })

  it('showZaps off hides zap receipts', () => {
    expect(shown(event(9735), { showZaps: false })).toBe(false)
    expect(shown(event(7), { showZaps: false })).toBe(true)
  })

  it('showReplies off hides replies and comments, not notes that only mention another', () => {
    expect(shown(REPLY, { showReplies: false })).toBe(false)
    expect(shown(event(1, [['e', 'x'.repeat(64)]]), { showReplies: false })).toBe(false)
    expect(shown(event(1111), { showReplies: false })).toBe(false)
    expect(shown(NOTE, { showReplies: false })).toBe(true)
    expect(shown(MENTIONING, { showReplies: false })).toBe(true)
  })
})

describe('isMutedMoreThanFollowed', () => {
  it('holds only when more follows mute the author than follow them', () => {
    expect(isMutedMoreThanFollowed({ mutedByFollows: 0, followedByFollows: 0 })).toBe(false)
    expect(isMutedMoreThanFollowed({ mutedByFollows: 2, followedByFollows: 2 })).toBe(false)
    expect(isMutedMoreThanFollowed({ mutedByFollows: 3, followedByFollows: 2 })).toBe(true)
    expect(isMutedMoreThanFollowed({ mutedByFollows: 1, followedByFollows: 0 })).toBe(true)
  })

  it("reads the author's standing from the graph's counts", async () => {
    const graph = { mutedByFollowsCount$: () => of(2), followedBy$: () => of(['a']) }
    expect(await authorStanding(graph, 'p')).toEqual({ mutedByFollows: 2, followedByFollows: 1 })
  })
})
