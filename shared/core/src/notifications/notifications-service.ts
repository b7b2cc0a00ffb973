import { BehaviorSubject, combineLatest, distinctUntilChanged, filter, from, map, type Observable, type Subscription } from 'rxjs'
import { isShownByContentSettings } from '../feeds/content-filter'
import type { NostrEvent } from '../nostr-types'
import { nowInSeconds, systemClock, type Clock } from '../policies/clock'
import type { KeyValueStorage } from '../policies/storage'
import type { RelayPool } from '../relay/pool/pool-types'
import type { ContentSettings } from '../stores/settings-defaults'
import type { SettingsStore } from '../stores/settings-store'
import { groupNotifications, type NotificationItem } from './group-notifications'
import { notificationFacts } from './notification-events'
import { createNotificationState } from './notification-state'
import { NOTIFICATION_KINDS, NOTIFICATION_LIMITS, type NotificationGroup, type NotificationsService } from './notification-types'

export interface NotificationsDeps {
  pool: Pick<RelayPool, 'req'>
  /** The signed-in user, or null. */
  session$: Observable<{ pubkey: string } | null>
  /** The signed-in user's muted public keys (core.social.mutes$). */
  mutes$: Observable<string[]>
  /** Follow distance from the signed-in user (the social graph's followDistance$). */
  followDistance(pubkey: string): Observable<number> | Promise<number>
  /** Reads content.maxFollowDistanceForReplies and what the content settings hide (showLikes, showReplies…). */
  settings: Pick<SettingsStore, 'select'>
  /** Where latest and seen-at are kept. */
  storage: KeyValueStorage
  /** Whether a zap receipt counts (NIP-57 checks); without one no zap is shown. */
  verifyZap?: (receipt: NostrEvent) => Promise<unknown>
  clock?: Clock
}

/** One live subscription for one signed-in user. */
interface Watch {
  refresh(): void
  stop(): void
}

/**
 * The signed-in user's notifications: a live subscription (spec 1 §7) re-made on sign-in and sign-out, the ignore
 * rules of spec 1 §5 (self, muted, zaps from muted senders, kind 1 from beyond the max follow distance), what the
 * content settings hide (applied live), grouping by original event and kind, and the badge state of spec 1 §4.
 */
export function createNotifications(deps: NotificationsDeps): NotificationsService {
  const clock = deps.clock ?? systemClock
  const state = createNotificationState(deps.storage)
  const groups = new BehaviorSubject<NotificationGroup[] | undefined>(undefined)
  const outside = new BehaviorSubject<NotificationGroup[]>([])
  const me$ = new BehaviorSubject<string | null>(null)
  let mutes = new Set<string>()
  let content: ContentSettings | undefined
  let watch: Watch | null = null

  const publish = (list: NotificationGroup[], beyond: NotificationGroup[]) => {
    groups.next(list)
    outside.next(beyond)
    const newest = list[0]?.time ?? 0
    if (newest > 0 && newest !== state.get().latest) state.update({ latest: newest })
  }
  const rules: Rules = {
    isMuted: (pubkey) => mutes.has(pubkey),
    maxDistance: () => content?.maxFollowDistanceForReplies ?? Number.POSITIVE_INFINITY,
    isShown: (event) => !content || isShownByContentSettings(event, content),
  }

  const subscriptions = [
    deps.mutes$.subscribe((list) => {
      mutes = new Set(list)
      watch?.refresh()
    }),
    deps.settings.select('content').subscribe((next) => {
      content = next
      watch?.refresh()
    }),
    deps.session$.pipe(map((user) => user?.pubkey ?? null), distinctUntilChanged()).subscribe((me) => {
      watch?.stop()
      me$.next(me)
      groups.next(me ? undefined : [])
      outside.next([])
      watch = me ? watchUser(me, { ...deps, clock }, rules, publish) : null
    }),
  ]

  return {
    groups$: groups.pipe(filter((list): list is NotificationGroup[] => list !== undefined)),
    outsideNetwork$: outside.asObservable(),
    latest$: state.select('latest'),
    seenAt$: state.select('seenAt'),
    unread$: combineLatest([me$, state.state$]).pipe(
      map(([me, { latest, seenAt }]) => me !== null && latest > seenAt),
      distinctUntilChanged(),
    ),
    markSeen: () => state.update({ seenAt: Math.max(nowInSeconds(clock), state.get().latest) }),
    declined$: state.select('declined'),
    setDeclined: (declined) => state.update({ declined }),
    reset: () => state.update({ latest: 0, seenAt: 0 }), // the push prompt's answer belongs to this browser, not the account
    dispose() {
      watch?.stop()
      watch = null
      for (const subscription of subscriptions) subscription.unsubscribe()
    },
  }
}

/** Live events beyond the first 100 are kept up to this many (the oldest is dropped). */
const MAX_KEPT_EVENTS = 1000

function oldestId(items: Map<string, NotificationItem>): string {
  let oldest: NotificationItem | undefined
  for (const item of items.values()) if (!oldest || item.event.created_at < oldest.event.created_at) oldest = item
  return oldest!.event.id
}

interface Rules {
  isMuted(pubkey: string): boolean
  maxDistance(): number
  /** What the content settings let through. */
  isShown(event: NostrEvent): boolean
}

type Publish = (list: NotificationGroup[], outsideNetwork: NotificationGroup[]) => void

function watchUser(me: string, deps: NotificationsDeps & { clock: Clock }, rules: Rules, publish: Publish): Watch {
  const items = new Map<string, NotificationItem>()
  const distances = new Map<string, number>()
  const distanceSubscriptions: Subscription[] = []
  let answered = false
  let timer: unknown = null
  let stopped = false

  const withinNetwork = (item: NotificationItem) => {
    if (item.event.kind !== 1) return true
    const distance = distances.get(item.facts.actor)
    return distance !== undefined && distance <= rules.maxDistance()
  }
  const emit = () => {
    timer = null
    const shown = [...items.values()].filter((item) => !rules.isMuted(item.facts.actor) && rules.isShown(item.event))
    const limit = NOTIFICATION_LIMITS.subscriptionLimit
    publish(groupNotifications(shown.filter(withinNetwork), limit), groupNotifications(shown.filter((item) => !withinNetwork(item)), limit))
  }
  /** Changes within 500 ms are emitted together, 500 ms after the first (spec 1 §9 debounce). */
  const refresh = () => {
    if (answered && timer === null) timer = deps.clock.setTimeout(emit, NOTIFICATION_LIMITS.debounceMs)
  }
  const watchDistance = (pubkey: string) => {
    if (distances.has(pubkey)) return
    distances.set(pubkey, Number.POSITIVE_INFINITY)
    const source = from(deps.followDistance(pubkey))
    distanceSubscriptions.push(
      source.subscribe({
        next: (distance) => {
          distances.set(pubkey, distance)
          refresh()
        },
        error: (error) => console.warn('Follow distance unavailable', pubkey, error),
      }),
    )
  }
  const add = (event: NostrEvent) => {
    if (items.has(event.id)) return
    if (event.kind !== 9735) return keep(event)
    void deps.verifyZap?.(event).then((counts) => counts && !stopped && keep(event))
  }
  const keep = (event: NostrEvent) => {
    const facts = notificationFacts(event)
    if (!facts || facts.actor === me || items.has(event.id)) return
    items.set(event.id, { event, facts })
    if (items.size > MAX_KEPT_EVENTS) items.delete(oldestId(items))
    if (event.kind === 1) watchDistance(facts.actor)
    refresh()
  }

  const filters = [{ kinds: NOTIFICATION_KINDS, '#p': [me], limit: NOTIFICATION_LIMITS.subscriptionLimit }]
  const subscription = deps.pool.req(filters, { closeOnEose: false }).subscribe((message) => {
    if (message.type === 'event') return add(message.event)
    answered = true
    refresh()
  })
  return {
    refresh,
    stop() {
      stopped = true
      subscription.unsubscribe()
      for (const each of distanceSubscriptions) each.unsubscribe()
      if (timer !== null) deps.clock.clearTimeout(timer)
    },
  }
}
