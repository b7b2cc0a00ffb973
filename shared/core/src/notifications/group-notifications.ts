import type { NostrEvent } from '../nostr-types'
import type { NotificationFacts } from './notification-events'
import type { NotificationGroup, NotificationUser } from './notification-types'

/** An event that passed the ignore rules, with what it means. */
export interface NotificationItem {
  event: NostrEvent
  facts: NotificationFacts
}

/** Spec 1 §3: original event id + kind; zaps of the profile share one group. */
export const groupKey = (item: NotificationItem) => `${item.facts.originalEventId ?? 'profile'}:${item.event.kind}`

const newestFirst = (a: NotificationItem, b: NotificationItem) => b.event.created_at - a.event.created_at || a.event.id.localeCompare(b.event.id)

/** Groups items by original event and kind; groups newest first, at most `limit`. */
export function groupNotifications(items: Iterable<NotificationItem>, limit: number): NotificationGroup[] {
  const byKey = new Map<string, NotificationItem[]>()
  for (const item of [...items].sort(newestFirst)) {
    const key = groupKey(item)
    const list = byKey.get(key)
    if (list) list.push(item)
    else byKey.set(key, [item])
  }
  return [...byKey.entries()].map(([key, list]) => toGroup(key, list)).slice(0, limit)
}

/** `list` is newest first, so the first item of each user is their newest. */
function toGroup(key: string, list: NotificationItem[]): NotificationGroup {
  const [newest] = list
  const users = new Map<string, NotificationUser>()
  for (const { event, facts } of list) {
    const known = users.get(facts.actor)
    if (known) {
      if (facts.amount !== undefined) known.amount = (known.amount ?? 0) + facts.amount
      continue
    }
    users.set(facts.actor, { time: event.created_at, content: facts.content, eventId: event.id, amount: facts.amount })
  }
  const zap = newest.facts.type === 'zap'
  return {
    key,
    id: newest.event.id,
    originalEventId: newest.facts.originalEventId,
    users,
    events: list.map((item) => item.event),
    kind: newest.event.kind,
    type: newest.facts.type,
    time: newest.event.created_at,
    content: newest.facts.content,
    tags: newest.event.tags,
    zapAmount: zap ? list.reduce((sum, item) => sum + (item.facts.amount ?? 0), 0) : undefined,
  }
}
