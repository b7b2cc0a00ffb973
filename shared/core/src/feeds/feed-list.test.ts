import { describe, expect, it } from 'vitest'
import type { NostrEvent } from '../nostr-types'
import { createManualClock } from '../test-support/manual-clock'
import { MAX_HELD_FUTURE, newEventsLabel } from './feed-constants'
import { createFeedList } from './feed-list'
import { startInitialLoadTimer } from './initial-load'

const ME = 'f'.repeat(64)
let n = 0
function note(created_at: number, pubkey = 'a'.repeat(64)): NostrEvent {
  n++
  return { id: n.toString(16).padStart(64, '0'), pubkey, created_at, kind: 1, tags: [], content: `note ${n}`, sig: '' }
}

function setup(autoShow = false) {
  const clock = createManualClock(1_700_000_000_000)
  const now = () => Math.floor(clock.now() / 1000)
  const list = createFeedList({ clock, autoShow, myPubkey: () => ME })
  return { clock, now, list }
}

describe('feed list', () => {
  it('shows 10 at a time, newest first, and loads 10 more', () => {
    const { list, now } = setup()
    for (let i = 0; i < 25; i++) list.add(note(now() - 100 + i))
    expect(list.state().events).toHaveLength(10)
    expect(list.state().events[0].created_at).toBe(now() - 76)
    list.loadMore()
    expect(list.state().events).toHaveLength(20)
    expect(list.state().hiddenCount).toBe(5)
  })

  it('leaves out what `shows` rejects before paging and counting (visible, held and unknown-user events)', () => {
    const { list, now } = setup()
    const SPAM = 'b'.repeat(64)
    for (let i = 0; i < 25; i++) list.add(note(now() - 100 + i, i % 2 ? SPAM : undefined))
    list.add(note(now() - 200, SPAM), false)
    list.finishInitialLoad()
    list.add(note(now() - 5, SPAM))
    const shows = (event: NostrEvent) => event.pubkey !== SPAM
    expect(list.state(shows)).toMatchObject({ newEventsCount: 0, unknownUsersCount: 0, hiddenCount: 3 })
    expect(list.state(shows).events).toHaveLength(10)
    expect(list.state(shows).events.every(shows)).toBe(true)
    expect(list.state()).toMatchObject({ newEventsCount: 1, unknownUsersCount: 1, hiddenCount: 15 })
  })

  it('holds new events after the initial load behind "Show N new events" (99+)', () => {
    const { list, now } = setup()
    for (let i = 0; i < 10; i++) list.add(note(now() - 100 + i))
    list.finishInitialLoad()
    for (let i = 0; i < 120; i++) list.add(note(now() - 5))
    expect(list.state().newEventsCount).toBe(120)
    expect(newEventsLabel(list.state().newEventsCount)).toBe('99+')
    expect(newEventsLabel(7)).toBe('7')
    expect(list.state().events[0].created_at).toBe(now() - 91)
    list.showNewEvents()
    expect(list.state().newEventsCount).toBe(0)
    expect(list.state().events[0].created_at).toBe(now() - 5)
  })

  it('inserts own fresh posts and events older than the bottom visible one directly', () => {
    const { list, now } = setup()
    for (let i = 0; i < 10; i++) list.add(note(now() - 100 + i))
    list.finishInitialLoad()
    list.add(note(now() - 3, ME))
    expect(list.state().events[0].pubkey).toBe(ME)
    list.add(note(now() - 30, ME))
    expect(list.state().newEventsCount).toBe(1)
    list.add(note(now() - 500))
    list.loadMore()
    expect(list.state().events.at(-1)?.created_at).toBe(now() - 500)
  })

  it('auto-show feeds insert at once', () => {
    const { list, now } = setup(true)
    list.add(note(now() - 100))
    list.finishInitialLoad()
    list.add(note(now() - 1))
    expect(list.state()).toMatchObject({ newEventsCount: 0 })
    expect(list.state().events).toHaveLength(2)
  })

  it('holds future-dated events (at most 20) until their time', () => {
    const { list, now, clock } = setup(true)
    for (let i = 1; i <= 25; i++) list.add(note(now() + i * 10))
    expect(list.state().heldFutureCount).toBe(MAX_HELD_FUTURE)
    expect(list.state().events).toHaveLength(0)
    clock.advance(10_000)
    expect(list.state().events).toHaveLength(1)
    clock.advance(200_000)
    expect(list.state().heldFutureCount).toBe(0)
    list.loadMore()
    expect(list.state().events).toHaveLength(MAX_HELD_FUTURE)
  })

  it('collapses events by unknown users and reveals them 10 at a time', () => {
    const { list, now } = setup()
    for (let i = 0; i < 15; i++) list.add(note(now() - i), false)
    expect(list.state()).toMatchObject({ unknownUsersCount: 15, unknownUsersEvents: [], events: [] })
    list.showUnknownUsers()
    expect(list.state().unknownUsersEvents).toHaveLength(10)
    list.showUnknownUsers()
    expect(list.state().unknownUsersEvents).toHaveLength(15)
  })
})

describe('initial load timer', () => {
  it('is done after 500 ms of quiet once events exist', () => {
    const clock = createManualClock()
    let done = false
    const timer = startInitialLoadTimer(clock, () => (done = true))
    clock.advance(1000)
    timer.eventArrived()
    clock.advance(400)
    timer.eventArrived()
    clock.advance(499)
    expect(done).toBe(false)
    clock.advance(1)
    expect(done).toBe(true)
  })

  it('is done after 5 s without events', () => {
    const clock = createManualClock()
    let done = false
    startInitialLoadTimer(clock, () => (done = true))
    clock.advance(4999)
    expect(done).toBe(false)
    clock.advance(1)
    expect(done).toBe(true)
  })
})
