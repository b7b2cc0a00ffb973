import type { Clock } from '../../policies/clock'
import type { NostrEvent } from '../../nostr-types'
import type { PublishResult } from './connection-types'

interface Pending {
  event: NostrEvent
  sent: boolean
  finish(ok: boolean, message: string): void
}

type Send = (message: unknown[]) => boolean

/** Publishes waiting for an OK from one relay. */
export function createPublishBook(url: string, send: Send, clock: Clock) {
  const pending = new Set<Pending>()

  return {
    add(event: NostrEvent, timeoutMs: number): Promise<PublishResult> {
      return new Promise((resolve) => {
        const timer = clock.setTimeout(() => entry.finish(false, `Publish timeout after ${timeoutMs}ms`), timeoutMs)
        const entry: Pending = {
          event,
          sent: false,
          finish(ok, message) {
            if (!pending.delete(entry)) return
            clock.clearTimeout(timer)
            resolve({ relay: url, ok, message })
          },
        }
        pending.add(entry)
      })
    },

    sendPending(): void {
      for (const entry of pending) {
        if (!entry.sent) entry.sent = send(['EVENT', entry.event])
      }
    },

    handleOk(eventId: string, ok: boolean, message: string): void {
      for (const entry of [...pending]) {
        if (entry.event.id === eventId) entry.finish(ok, message)
      }
    },

    /** Spec 3 §4: on disconnect, pending publishes are rejected. */
    failAll(message: string): void {
      for (const entry of [...pending]) entry.finish(false, message)
    },
  }
}
