// The signed-in user's notifications: live subscription, ignore rules, groups and badge state (issue 5; spec 1 §3–§9).
export { createNotifications, type NotificationsDeps } from './notifications-service'
export { NOTIFICATION_STORAGE_KEY } from './notification-state'
export {
  NOTIFICATION_KINDS,
  NOTIFICATION_LIMITS,
  type NotificationGroup,
  type NotificationState,
  type NotificationType,
  type NotificationUser,
  type NotificationsService,
} from './notification-types'
