import type { KeyValueStorage } from '../policies/storage'
import { createPersistedStore, type PersistedStore } from '../stores/persisted-store'
import type { NotificationState } from './notification-types'

/** Storage key of the notification state (spec 3 §3 stored settings: latest, seen-at). */
export const NOTIFICATION_STORAGE_KEY = 'notifications-storage'

/** latest and seenAt in seconds, saved at every change. */
export function createNotificationState(storage: KeyValueStorage): PersistedStore<NotificationState> {
  return createPersistedStore<NotificationState>({ storage, key: NOTIFICATION_STORAGE_KEY, version: 1, defaults: { latest: 0, seenAt: 0 } })
}
