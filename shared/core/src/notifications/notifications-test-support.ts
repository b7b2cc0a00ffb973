import { BehaviorSubject, type Observable } from 'rxjs'
import type { NostrEvent } from '../nostr-types'
import { createMemoryStorage, type KeyValueStorage } from '../policies/storage'
import type { RelayPool } from '../relay/pool/pool-types'
import { createSettingsStore } from '../stores/settings-store'
import { defaultVerifier } from '../policies/verifier'
import { zapReceiptFor } from '../test-support/zap-receipts'
import { createZapVerifier } from '../zaps/zap-verifier'
import { createManualClock, type ManualClock } from '../test-support/manual-clock'
import type { TestAuthor } from '../test-support/test-relay'
import { createNotifications } from './notifications-service'
import { NOTIFICATION_LIMITS, type NotificationGroup, type NotificationsService } from './notification-types'

/** A notifications service over a real pool, with every other input under the test's control. */
export interface NotificationsHarness {
  service: NotificationsService
  clock: ManualClock
  session$: BehaviorSubject<{ pubkey: string } | null>
  mutes$: BehaviorSubject<string[]>
  settings: ReturnType<typeof createSettingsStore>
  /** Every groups$ emission, in order. */
  emitted: NotificationGroup[][]
  /** Moves the clock past the debounce until the newest emission passes `check`. */
  groupsWhere(check: (groups: NotificationGroup[]) => boolean): Promise<NotificationGroup[]>
}

export interface HarnessOptions {
  me: string | null
  mutes?: string[]
  /** Follow distances from `me` (1000 for anyone else), answered asynchronously. */
  distances?: Record<string, number>
  storage?: KeyValueStorage
  /** The nostrPubkey of every user's LNURL server (receipts signed by another key are forged). */
  zapServer?: string
}

export function notificationsHarness(pool: RelayPool, opts: HarnessOptions): NotificationsHarness {
  const clock = createManualClock(Date.now())
  const session$ = new BehaviorSubject(opts.me ? { pubkey: opts.me } : null)
  const mutes$ = new BehaviorSubject(opts.mutes ?? [])
  const settings = createSettingsStore({ storage: createMemoryStorage() })
  const service = createNotifications({
    pool,
    session$,
    mutes$,
    followDistance: async (pubkey) => opts.distances?.[pubkey] ?? 1000,
    settings,
    storage: opts.storage ?? createMemoryStorage(),
    verifyZap: createZapVerifier({ lnurlPubkeyOf: async () => opts.zapServer ?? null, verifyEvent: defaultVerifier }),
    clock,
  })
  const emitted: NotificationGroup[][] = []
  service.groups$.subscribe((groups) => emitted.push(groups))
  return {
    service,
    clock,
    session$,
    mutes$,
    settings,
    emitted,
    async groupsWhere(check) {
      const deadline = Date.now() + 5000
      for (;;) {
        clock.advance(NOTIFICATION_LIMITS.debounceMs)
        const newest = emitted.at(-1)
        if (newest && check(newest)) return newest
        if (Date.now() > deadline) throw new Error(`no matching groups; last: ${JSON.stringify(newest?.map((g) => g.key))}`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },
  }
}

/** The current value of an observable that replays one synchronously. */
export function current<T>(obs$: Observable<T>): T {
  let value: T | undefined
  obs$.subscribe((next) => (value = next)).unsubscribe()
  return value as T
}

/** A zap receipt of 210 bits from `sender` for `note`, signed by the lightning server `server`. */
export function zapReceipt(server: TestAuthor, sender: TestAuthor, recipient: string, note: NostrEvent | null, comment = ''): NostrEvent {
  return zapReceiptFor({ server, zapper: sender, recipient, eventId: note?.id, millisats: 210_000, comment })
}

/** A like of `note` by `author`, tagging the note's author. */
export const like = (author: TestAuthor, note: NostrEvent, created_at?: number) =>
  author.sign({ kind: 7, content: '+', created_at, tags: [['e', note.id], ['p', note.pubkey]] })
