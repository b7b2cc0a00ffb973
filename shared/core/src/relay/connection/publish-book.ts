import type { Clock } from '../../policies/clock'
import type { NostrEvent } from '../../nostr-types'
import type { PublishResult } from './connection-types'
import { needsAuth } from './relay-auth'

interface Pending {
  event: NostrEvent
  sent: boolean
  authRetried: boolean
  finish(ok: boolean, message: string): void
}

type Send = (message: unknown[]) => boolean

/** Publishes waiting for an OK from one relay. */
export function createPublishBook(url: string, send: Send, clock: Clock, authenticate: () => Promise<boolean> = async () => false) {
  const pending = new Set<Pending>()

  function sendPending(): void {
    for (const entry of pending) {
      if (!entry.sent) entry.sent = send(['EVENT', entry.event])
    }
  }

  /** NIP-42: an auth-required/restricted/blocked OK false is retried once after authenticating. */
  function retryAfterAuth(entry: Pending, message: string) {
    entry.authRetried = true
    entry.sent = false
    void authenticate().then((ok) => (ok ? sendPending() : entry.finish(false, message)))
  }

  return {
    add(event: NostrEvent, timeoutMs: number): Promise<PublishResult> {
      return new Promise((resolve) => {
        const timer = clock.setTimeout(() => entry.finish(false, `Publish timeout after ${timeoutMs}ms`), timeoutMs)
        const entry: Pending = {
          event,
          sent: false,
          authRetried: false,
          finish(ok, message) {
            if (!pending.delete(entry)) return
            clock.clearTimeout(timer)
            resolve({ relay: url, ok, message })
          },
        }
        pending.add(entry)
      })
    },

    sendPending,

    handleOk(eventId: string, ok: boolean, message: string): void {
      for (const entry of [...pending]) {
        if (entry.event.id !== eventId) continue
        if (!ok && needsAuth(message) && !entry.authRetried) retryAfterAuth(entry, message)
        else entry.finish(ok, message)
      }
    },

    /** Spec 3 §4: on disconnect, pending publishes are rejected. */
    failAll(message: string): void {
      for (const entry of [...pending]) entry.finish(false, message)
    },
  }
}
