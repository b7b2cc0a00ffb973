import { BehaviorSubject, type Observable } from 'rxjs'

/** The user-store toggles of spec 3 §3 that steer the outbox model. */
export interface OutboxToggles {
  /** Use the authors' relay lists (default true). */
  ndkOutboxModel: boolean
  /** Connect to the logged-in user's own relays (default true). */
  autoConnectUserRelays: boolean
}

/** Spec 3 §3: both toggles default to true. */
export const DEFAULT_OUTBOX_TOGGLES: OutboxToggles = { ndkOutboxModel: true, autoConnectUserRelays: true }

/** Keeps the latest toggles from an observable (e.g. the whole user store); a missing field keeps its default. */
export function createToggleReader(toggles$?: Observable<Partial<OutboxToggles>>) {
  const current = new BehaviorSubject<OutboxToggles>(DEFAULT_OUTBOX_TOGGLES)
  const subscription = toggles$?.subscribe((next) =>
    current.next({
      ndkOutboxModel: pickBoolean(next.ndkOutboxModel, DEFAULT_OUTBOX_TOGGLES.ndkOutboxModel),
      autoConnectUserRelays: pickBoolean(next.autoConnectUserRelays, DEFAULT_OUTBOX_TOGGLES.autoConnectUserRelays),
    }),
  )
  return {
    get: () => current.value,
    changes$: current.asObservable(),
    dispose: () => subscription?.unsubscribe(),
  }
}

function pickBoolean(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback
}
