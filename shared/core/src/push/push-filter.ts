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

/** The older version's filter: notes, reposts and reactions (kind 1, 6, 7), without zaps or the generic repost. */
const LEGACY_KINDS = [1, 6, 7]

/** A server-side subscription as listed: its filter is all that tells the older version's apart. */
interface ListedSubscription {
  filter?: { kinds?: unknown; '#p'?: unknown }
}

/**
 * The 3-kind subscription of the app's older version (spec 1 §7: it is deleted): exactly kinds 1, 6 and 7, for this
 * user. Current preferences never ask for that set (reposts are 6 and 16), so a current 3-kind filter such as
 * [1, 7, 9735] is not taken for it.
 */
export function isLegacySubscription(subscription: ListedSubscription, pubkey: string): boolean {
  const kinds = subscription.filter?.kinds
  const recipients = subscription.filter?.['#p']
  const sameKinds = Array.isArray(kinds) && kinds.length === LEGACY_KINDS.length && LEGACY_KINDS.every((kind) => kinds.includes(kind))
  return sameKinds && Array.isArray(recipients) && recipients.includes(pubkey)
}
