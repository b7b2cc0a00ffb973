import type { PublishResult } from '../connection/connection-types'
import { isWorthResending } from '../publish/publish-tracker'
import type { UnpublishedStore } from './unpublished-store'
import type { NostrEvent } from '../../nostr-types'

/**
 * Re-sends kept events to a relay when it comes back (reaches connected), and forgets each one
 * as soon as a relay accepts it. Nothing the user wrote is lost across reloads.
 */
export function createUnpublishedResender(deps: {
  store: UnpublishedStore
  publishTo(url: string, event: NostrEvent): Promise<PublishResult>
  poolUrls(): string[]
}) {
  const running = new Map<string, Promise<void>>()

  async function resendTo(url: string) {
    for (const row of await deps.store.list()) {
      const targets = row.relays.length > 0 ? row.relays : deps.poolUrls()
      if (!targets.includes(url)) continue
      const result = await deps.publishTo(url, row.event)
      // Accepted, or refused for good (the relay gave a verdict): either way stop re-sending it.
      if (!isWorthResending(result)) await deps.store.remove(row.id)
    }
  }

  return {
    /** A relay reached connected: try the kept events meant for it (one pass per relay at a time). */
    relayConnected(url: string): Promise<void> {
      const current = running.get(url)
      if (current) return current
      const pass = resendTo(url)
        .catch((error: unknown) => console.debug(`Re-sending unpublished events to ${url} failed`, error))
        .finally(() => running.delete(url))
      running.set(url, pass)
      return pass
    },
  }
}
