import type { KeyValueStorage } from '../policies/storage'
import { createPersistedStore, type PersistedStore } from '../stores/persisted-store'
import type { NotificationState } from './notification-types'

/** Storage key of the notification state (spec 1 §3 stored settings: latest, seen-at, declined). */
export const NOTIFICATION_STORAGE_KEY = 'notifications-storage'

/** latest and seenAt in seconds, and the push prompt's answer, saved at every change. */
export function createNotificationState(storage: KeyValueStorage): PersistedStore<NotificationState> {
  return createPersistedStore<NotificationState>({ storage, key: NOTIFICATION_STORAGE_KEY, version: 1, defaults: { latest: 0, seenAt: 0, declined: false } })
}
