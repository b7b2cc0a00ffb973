import type { Observable } from 'rxjs'
import type { NostrEvent } from '../nostr-types'

/** What a notification group is about, derived from its events' kind (kind 1 splits into reply and mention). */
export type NotificationType = 'reaction' | 'repost' | 'reply' | 'mention' | 'zap'

/** One person's newest event in a group (spec 1 §3: user → time, content, eventId). */
export interface NotificationUser {
  /** created_at of their newest event in the group, in seconds. */
  time: number
  /** The reaction, reply text, or zap comment. */
  content: string
  eventId: string
  /** Zaps only: satoshis of their zaps in this group, summed. */
  amount?: number
}

/**
 * Spec 1 §3 Notification group: every notification of one kind about one original event.
 * Key = originalEventId + kind; a mention is its own original; a zap of the profile has no original.
 */
export interface NotificationGroup {
  key: string
  /** Id of the newest event of the group. */
  id: string
  originalEventId: string | null
  /** By public key (the zap sender for zaps), newest first. */
  users: ReadonlyMap<string, NotificationUser>
  /** The group's events, newest first. */
  events: NostrEvent[]
  kind: number
  type: NotificationType
  /** created_at of the newest event, in seconds. */
  time: number
  /** Content of the newest event (for zaps, the zap request's comment). */
  content: string
  /** Tags of the newest event. */
  tags: string[][]
  /** Zaps only: satoshis of every zap in the group. */
  zapAmount?: number
}

/** Spec 3 §3 notification state: seconds, persisted. */
export interface NotificationState {
  latest: number
  seenAt: number
  /** The push prompt was answered 'No Thanks' (spec 1 §4). */
  declined: boolean
}

/** The signed-in user's notifications (spec 1 §3–§9). */
export interface NotificationsService {
  /** Groups, newest first; [] when logged out. Emits at most once per 500 ms; nothing until the relays answered. */
  readonly groups$: Observable<NotificationGroup[]>
  /**
   * Replies and mentions from people beyond the max follow distance for replies (spec 1 §5 keeps them out of
   * groups$), newest first, for the 'N replies from people outside your network' line; never muted people.
   */
  readonly outsideNetwork$: Observable<NotificationGroup[]>
  /** Time (seconds) of the newest notification (persisted). */
  readonly latest$: Observable<number>
  /** When the user last opened the notifications with focus (seconds, persisted). */
  readonly seenAt$: Observable<number>
  /** The badge: signed in and latest > seen-at. */
  readonly unread$: Observable<boolean>
  /** Sets seen-at to now (or to the latest notification, if that is later). */
  markSeen(): void
  /** Whether the push prompt was declined (persisted with the notification state). */
  readonly declined$: Observable<boolean>
  setDeclined(declined: boolean): void
  /** Forgets latest and seen-at (log out). */
  reset(): void
  dispose(): void
}

/** Spec 1 §9 constants. */
export const NOTIFICATION_LIMITS = {
  subscriptionLimit: 100,
  debounceMs: 500,
  pageSize: 10,
  highlightMs: 10_000,
} as const

/** Kinds asked for (spec 1 §7): reaction, repost, generic repost, reply/mention, zap receipt. */
export const NOTIFICATION_KINDS = [7, 6, 16, 1, 9735]
