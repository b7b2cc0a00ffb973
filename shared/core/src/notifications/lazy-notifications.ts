import { ReplaySubject, defer, filter, first, from, switchMap, type Observable } from 'rxjs'
import type { NotificationsService } from './notification-types'

/**
 * The notifications service, downloaded when a user is signed in or when something subscribes to it: a visitor's
 * first load never carries it. Methods called before the load act once it is in.
 */
export function lazyNotifications(load: () => Promise<NotificationsService>, session$: Observable<unknown>): NotificationsService {
  const loaded = new ReplaySubject<NotificationsService>(1)
  let loading: Promise<NotificationsService> | null = null
  let disposed = false
  // One load; a failed one is forgotten, so the next use tries again.
  const ensure = () =>
    (loading ??= load().then(
      (service) => {
        if (disposed) service.dispose()
        else loaded.next(service)
        return service
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    ))
  const act = (use: (service: NotificationsService) => void) => void ensure().then(use, () => {})
  const signedIn = session$.pipe(filter(Boolean), first()).subscribe(() => act(() => {}))
  const stream = <T>(pick: (service: NotificationsService) => Observable<T>) =>
    defer(() => from(ensure())).pipe(switchMap(() => loaded.pipe(first(), switchMap(pick))))
  return {
    groups$: stream((service) => service.groups$),
    outsideNetwork$: stream((service) => service.outsideNetwork$),
    latest$: stream((service) => service.latest$),
    seenAt$: stream((service) => service.seenAt$),
    unread$: stream((service) => service.unread$),
    markSeen: () => act((service) => service.markSeen()),
    declined$: stream((service) => service.declined$),
    setDeclined: (declined) => act((service) => service.setDeclined(declined)),
    reset: () => act((service) => service.reset()),
    dispose() {
      disposed = true
      signedIn.unsubscribe()
      loaded.pipe(first()).subscribe((service) => service.dispose()) // one loaded before; a later one disposes itself
    },
  }
}
