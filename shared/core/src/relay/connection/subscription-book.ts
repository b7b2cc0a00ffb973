import type { Filter } from '../../nostr-types'
import type { RelayMessage } from '../protocol/relay-message'
import type { SubscriptionHandlers } from './connection-types'
import { needsAuth } from './relay-auth'

interface Entry {
  filters: Filter[]
  handlers: SubscriptionHandlers
  /** Live subscriptions stay open after EOSE and are re-sent after a reconnect. */
  live: boolean
  sent: boolean
  /** EOSE or onClosed has been reported once; never report either twice. */
  answered: boolean
  /** NIP-42: an auth-required/restricted/blocked CLOSED is retried once after authenticating. */
  authRetried: boolean
}

type Send = (message: unknown[]) => boolean

/** The subscriptions of one relay connection, keyed by subscription id. */
export function createSubscriptionBook(send: Send, authenticate: () => Promise<boolean> = async () => false) {
  const entries = new Map<string, Entry>()
  let counter = 0

  function answer(entry: Entry, report: (handlers: SubscriptionHandlers) => void) {
    if (entry.answered) return
    entry.answered = true
    report(entry.handlers)
  }

  function sendPending(): void {
    for (const [id, entry] of entries) {
      if (!entry.sent) entry.sent = send(['REQ', id, ...entry.filters])
    }
  }

  function retryAfterAuth(id: string, entry: Entry, reason: string) {
    entry.authRetried = true
    entry.sent = false
    void authenticate().then((ok) => {
      if (entries.get(id) !== entry) return
      if (ok) return sendPending()
      entries.delete(id)
      answer(entry, (handlers) => handlers.onClosed(reason))
    })
  }

  return {
    add(filters: Filter[], handlers: SubscriptionHandlers, live: boolean): string {
      const id = `sub:${++counter}`
      entries.set(id, { filters, handlers, live, sent: false, answered: false, authRetried: false })
      return id
    },

    sendPending,

    remove(id: string): void {
      const entry = entries.get(id)
      if (!entry) return
      entries.delete(id)
      if (entry.sent) send(['CLOSE', id])
    },

    /** Routes a message to its subscription; false when there is none (closed, or never opened). */
    handle(message: Extract<RelayMessage, { subId: string }>): boolean {
      const entry = entries.get(message.subId)
      if (!entry) return false
      if (message.type === 'EVENT') entry.handlers.onEvent(message.event)
      if (message.type === 'EOSE') {
        answer(entry, (handlers) => handlers.onEose())
        if (!entry.live) this.remove(message.subId)
      }
      if (message.type === 'CLOSED') {
        if (needsAuth(message.message) && !entry.authRetried) return (retryAfterAuth(message.subId, entry, message.message), true)
        entries.delete(message.subId)
        answer(entry, (handlers) => handlers.onClosed(message.message || 'closed by relay'))
      }
      return true
    },

    /** The relay cannot answer (down or unreachable): one-shot entries end, live ones wait for a reconnect. */
    interrupt(reason: string, onlyId?: string): void {
      for (const [id, entry] of entries) {
        if (onlyId !== undefined && id !== onlyId) continue
        entry.sent = false
        if (!entry.live) entries.delete(id)
        answer(entry, (handlers) => handlers.onClosed(reason))
      }
    },
  }
}
