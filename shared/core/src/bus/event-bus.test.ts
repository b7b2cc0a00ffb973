import { describe, expect, it } from 'vitest'
import type { AppEvent } from './app-event'
import { createBus } from './event-bus'

describe('createBus', () => {
  it('delivers events of the requested type only', () => {
    const bus = createBus()
    const toasts: string[] = []
    bus.on('toast').subscribe((event) => toasts.push(event.message))
    bus.publish({ type: 'navigate', to: '/' })
    bus.publish({ type: 'toast', message: 'Saved', kind: 'success' })
    expect(toasts).toEqual(['Saved'])
  })

  it('exposes every event on all$', () => {
    const bus = createBus()
    const seen: AppEvent[] = []
    bus.all$.subscribe((event) => seen.push(event))
    bus.publish({ type: 'remote:mounted', remote: 'feed' })
    bus.publish({ type: 'relays:changed', urls: ['wss://a.com/'] })
    expect(seen.map((event) => event.type)).toEqual(['remote:mounted', 'relays:changed'])
  })

  it('does not replay past events to late subscribers', () => {
    const bus = createBus()
    bus.publish({ type: 'zap:request', pubkey: 'a'.repeat(64) })
    const seen: AppEvent[] = []
    bus.all$.subscribe((event) => seen.push(event))
    expect(seen).toEqual([])
  })

  it('gives each bus its own instance id', () => {
    expect(createBus().instanceId).not.toBe(createBus().instanceId)
  })
})
