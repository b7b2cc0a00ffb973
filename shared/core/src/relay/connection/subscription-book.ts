import type { Filter } from '../../nostr-types'
import type { RelayMessage } from '../protocol/relay-message'
import type { SubscriptionHandlers } from './connection-types'

interface Entry {
  filters: Filter[]
  handlers: SubscriptionHandlers
  /** Live subscriptions stay open after EOSE and are re-sent after a reconnect. */
  live: boolean
  sent: boolean
  /** EOSE or onClosed has been reported once; never report either twice. */
  answered: boolean
}

type Send = (message: unknown[]) => boolean

/** The subscriptions of one relay connection, keyed by subscription id. */
export function createSubscriptionBook(send: Send) {
  const entries = new Map<string, Entry>()
  let counter = 0

  function answer(entry: Entry, report: (handlers: SubscriptionHandlers) => void) {
    if (entry.answered) return
    entry.answered = true
    report(entry.handlers)
  }

  return {
    add(filters: Filter[], handlers: SubscriptionHandlers, live: boolean): string {
      const id = `sub:${++counter}`
      entries.set(id, { filters, handlers, live, sent: false, answered: false })
      return id
    },

    sendPending(): void {
      for (const [id, entry] of entries) {
        if (!entry.sent) entry.sent = send(['REQ', id, ...entry.filters])
      }
    },

    remove(id: string): void {
      const entry = entries.get(id)
      if (!entry) return
      entries.delete(id)
      if (entry.sent) send(['CLOSE', id])
    },

    handle(message: Extract<RelayMessage, { subId: string }>): void {
      const entry = entries.get(message.subId)
      if (!entry) return
      if (message.type === 'EVENT') entry.handlers.onEvent(message.event)
      if (message.type === 'EOSE') {
        answer(entry, (handlers) => handlers.onEose())
        if (!entry.live) this.remove(message.subId)
      }
      if (message.type === 'CLOSED') {
        entries.delete(message.subId)
        answer(entry, (handlers) => handlers.onClosed(message.message || 'closed by relay'))
      }
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
