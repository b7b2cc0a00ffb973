import { Subject, filter, type Observable } from 'rxjs'
import type { AppEvent, AppEventOf, AppEventType } from './app-event'

/** The typed bus: publish an AppEvent, or subscribe to one type of them. */
export interface EventBus {
  /** Distinguishes bus instances; every remote should see the same id in one tab. */
  readonly instanceId: string
  publish(event: AppEvent): void
  on<T extends AppEventType>(type: T): Observable<AppEventOf<T>>
  readonly all$: Observable<AppEvent>
}

/** The typed event bus the shell owns and remotes publish to and subscribe on. */
export function createBus(): EventBus {
  const events = new Subject<AppEvent>()
  const all$ = events.asObservable()
  return {
    instanceId: randomId(),
    all$,
    publish: (event) => events.next(event),
    on: <T extends AppEventType>(type: T) =>
      all$.pipe(filter((event): event is AppEventOf<T> => event.type === type)),
  }
}

function randomId(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID()
  return `bus-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}
