import { concatMap, from, type Observable, type Subscription, withLatestFrom } from 'rxjs'
import type { NostrEvent } from '../nostr-types'
import { RELAY_LIST_KIND } from '../outbox/relay-list'
import { nowInSeconds, systemClock, type Clock } from '../policies/clock'
import type { CurrentUser, EventTemplate } from '../signers'
import type { RelayPool } from './pool/pool-types'
import { hasRole, type RelayConfig } from './relay-list-store'

/** Shown when the edited relay list could not be signed or sent. */
export const RELAY_LIST_PUBLISH_ERROR = 'Could not publish your relay list'

/**
 * NIP-65 relay list of the enabled relays: a bare `r` tag for read and write, a marker for one role; relays with
 * neither role, and disabled ones, are left out.
 */
export function relayListTemplate(configs: readonly RelayConfig[], createdAt: number): EventTemplate {
  const tags = configs.flatMap((config) => {
    if (config.disabled) return []
    const read = hasRole(config, 'read')
    const write = hasRole(config, 'write')
    if (read && write) return [['r', config.url]]
    return read ? [['r', config.url, 'read']] : write ? [['r', config.url, 'write']] : []
  })
  return { kind: RELAY_LIST_KIND, content: '', tags, created_at: createdAt }
}

export interface RelayListPublisherDeps {
  /** The relay list after each edit the user made. */
  edits$: Observable<RelayConfig[]>
  session$: Observable<CurrentUser | null>
  sign(template: EventTemplate): Promise<NostrEvent>
  pool: Pick<RelayPool, 'publish'>
  /** Told the published list (the outbox uses it at once). */
  published?(event: NostrEvent): void
  failed?(message: string): void
  clock?: Clock
}

/** For a signed-in user, publishes each edit of the relay list as kind 10002, in order; a visitor's edits stay local. */
export function publishRelayListEdits(deps: RelayListPublisherDeps): Subscription {
  const clock = deps.clock ?? systemClock
  let lastCreatedAt = 0
  // Each list is newer than the last: two edits in one second must not tie (a relay keeps the lower id on a tie).
  const nextCreatedAt = () => (lastCreatedAt = Math.max(nowInSeconds(clock), lastCreatedAt + 1))
  return deps.edits$
    .pipe(
      withLatestFrom(deps.session$),
      concatMap(([configs, user]) => (user ? from(publish(configs)) : [])),
    )
    .subscribe()

  async function publish(configs: RelayConfig[]) {
    try {
      const event = await deps.sign(relayListTemplate(configs, nextCreatedAt()))
      deps.published?.(event)
      await deps.pool.publish(event) // below quorum the pool keeps it and sends it again later
    } catch (error) {
      deps.failed?.(`${RELAY_LIST_PUBLISH_ERROR}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}
