import type { Filter } from '../nostr-types'
import type { NotificationPreferences } from '../stores/settings-defaults'

/** Spec 1 §7 Push: the kinds each preference asks the server for (mentions and replies are both the reply kind). */
const KINDS_OF: Record<keyof NotificationPreferences, number[]> = {
  mentions: [1],
  replies: [1],
  reposts: [6, 16],
  reactions: [7],
  zaps: [9735],
  dms: [4, 1059],
}

/** The server-side filter for the user's preferences, or null when no type is enabled (then nothing is subscribed). */
export function pushFilter(preferences: NotificationPreferences, pubkey: string): Filter | null {
  const kinds = [...new Set((Object.keys(KINDS_OF) as (keyof NotificationPreferences)[]).filter((type) => preferences[type]).flatMap((type) => KINDS_OF[type]))]
  return kinds.length ? { kinds: kinds.sort((a, b) => a - b), '#p': [pubkey] } : null
}

/** A subscription of the app's older version: its filter has exactly 3 kinds (spec 1 §7: it is deleted). */
export function isLegacySubscription(subscription: { filter?: { kinds?: unknown } }): boolean {
  return Array.isArray(subscription.filter?.kinds) && subscription.filter.kinds.length === 3
}
