import { BehaviorSubject, Subject, firstValueFrom } from 'rxjs'
import { describe, expect, it, vi } from 'vitest'
import type { NotificationsService } from './notification-types'
import { lazyNotifications } from './lazy-notifications'

function fakeService(): NotificationsService {
  return {
    groups$: new BehaviorSubject([]),
    outsideNetwork$: new BehaviorSubject([]),
    latest$: new BehaviorSubject(42),
    seenAt$: new BehaviorSubject(7),
    unread$: new BehaviorSubject(true),
    markSeen: vi.fn(),
    declined$: new BehaviorSubject(false),
    setDeclined: vi.fn(),
    reset: vi.fn(),
    dispose: vi.fn(),
  }
}

describe('lazyNotifications', () => {
  it('loads nothing for a visitor who never reads it', () => {
    const load = vi.fn(async () => fakeService())
    const session$ = new BehaviorSubject<string | null>(null)
    lazyNotifications(load, session$)
    session$.next(null)
    expect(load).not.toHaveBeenCalled()
  })

  it('loads once a user signs in, and its streams and methods are the real ones', async () => {
    const real = fakeService()
    const load = vi.fn(async () => real)
    const session$ = new Subject<string | null>()
    const notifications = lazyNotifications(load, session$)
    session$.next('pubkey')
    notifications.markSeen()
    await expect(firstValueFrom(notifications.unread$)).resolves.toBe(true)
    await expect(firstValueFrom(notifications.latest$)).resolves.toBe(42)
    expect(real.markSeen).toHaveBeenCalledTimes(1)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('a subscriber loads it; a failed load errors that stream and the next subscriber loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(fakeService())
    const notifications = lazyNotifications(load, new Subject())
    await expect(firstValueFrom(notifications.seenAt$)).rejects.toThrow('chunk failed')
    await expect(firstValueFrom(notifications.seenAt$)).resolves.toBe(7)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('dispose stops a service that arrives later', async () => {
    const real = fakeService()
    let resolve!: (service: NotificationsService) => void
    const notifications = lazyNotifications(() => new Promise((r) => (resolve = r)), new BehaviorSubject('pubkey'))
    notifications.dispose()
    resolve(real)
    await vi.waitFor(() => expect(real.dispose).toHaveBeenCalled())
  })
})
