import { BehaviorSubject } from 'rxjs'
import { describe, expect, it, vi } from 'vitest'
import type { NostrEvent } from '../nostr-types'
import { defaultSettings, type ContentSettings } from '../stores/settings-defaults'
import { createContentVisibility } from './content-visibility'

const event = (pubkey: string, kind = 1) => ({ id: `${pubkey}${kind}`, pubkey, kind, content: '', tags: [], created_at: 1, sig: 's' }) as NostrEvent
const SPAMMER = 's'
const FRIEND = 'f'

function setup(muted = new Set([SPAMMER])) {
  const content$ = new BehaviorSubject<ContentSettings>(defaultSettings().content)
  const changed = vi.fn()
  const mutedMoreThanFollowed = vi.fn(async (pubkey: string) => muted.has(pubkey))
  const visibility = createContentVisibility({ content$, mutedMoreThanFollowed }, changed)
  const set = (partial: Partial<ContentSettings>) => content$.next({ ...content$.value, ...partial })
  return { visibility, changed, mutedMoreThanFollowed, set }
}

describe('createContentVisibility', () => {
  it('shows everything without settings', () => {
    const visibility = createContentVisibility({}, vi.fn())
    expect(visibility.shows(event(SPAMMER, 7))).toBe(true)
  })

  it('applies a changed setting at once and reports the change (not the first value)', () => {
    const { visibility, changed, set } = setup()
    expect(changed).not.toHaveBeenCalled()
    expect(visibility.shows(event(FRIEND, 6))).toBe(true)
    set({ showReposts: false })
    expect(changed).toHaveBeenCalledOnce()
    expect(visibility.shows(event(FRIEND, 6))).toBe(false)
    expect(visibility.shows(event(FRIEND, 1))).toBe(true)
  })

  it('hides an author muted more than followed once the graph answers, asking once per author', async () => {
    const { visibility, changed, mutedMoreThanFollowed } = setup()
    expect(visibility.shows(event(SPAMMER))).toBe(true) // not answered yet
    await visibility.checked(SPAMMER)
    expect(changed).toHaveBeenCalledOnce() // the feed re-publishes without the post
    expect(visibility.shows(event(SPAMMER))).toBe(false)
    await visibility.checked(FRIEND)
    expect(visibility.shows(event(FRIEND))).toBe(true)
    expect(changed).toHaveBeenCalledOnce() // a shown author changes nothing
    visibility.shows(event(SPAMMER, 7))
    expect(mutedMoreThanFollowed).toHaveBeenCalledTimes(2)
  })

  it('asks nothing while hidePostsByMutedMoreThanFollowed is off, and hides at once when it is turned back on', async () => {
    const { visibility, mutedMoreThanFollowed, set } = setup()
    set({ hidePostsByMutedMoreThanFollowed: false })
    await visibility.checked(SPAMMER)
    expect(visibility.shows(event(SPAMMER))).toBe(true)
    expect(mutedMoreThanFollowed).not.toHaveBeenCalled()
    set({ hidePostsByMutedMoreThanFollowed: true })
    await visibility.checked(SPAMMER)
    expect(visibility.shows(event(SPAMMER))).toBe(false)
    set({ hidePostsByMutedMoreThanFollowed: false })
    expect(visibility.shows(event(SPAMMER))).toBe(true) // the kept answer no longer hides
  })

  it('shows the author when the graph cannot answer', async () => {
    const visibility = createContentVisibility(
      { content$: new BehaviorSubject(defaultSettings().content), mutedMoreThanFollowed: async () => Promise.reject(new Error('no graph')) },
      vi.fn(),
    )
    await visibility.checked(SPAMMER)
    expect(visibility.shows(event(SPAMMER))).toBe(true)
  })
})
