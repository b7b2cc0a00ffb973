import type { Observable } from 'rxjs'
import type { Filter, NostrEvent } from '../../nostr-types'
import type { PoolMessage, RelayPool } from '../pool/pool-types'

/**
 * Connected WebRTC peers seen as extra relays (spec 3: browsers relay events to each other). The peer-to-peer code
 * (`@app/core/p2p`, loaded only when enabled) fills the slot; the pool asks it beside the relays.
 */
export interface PeerHub {
  /**
   * The relays' answer to `filters` with the peers' merged in: events once, one 'eose' once both answered, complete
   * (when closing on EOSE) once both did; the peers' alone in peer-to-peer-only mode.
   */
  withPeers(relays: Observable<PoolMessage>, filters: Filter[], closeOnEose: boolean): Observable<PoolMessage>
  /** A batched query of the relays (`relays`) and the peers, de-duplicated, newest first. */
  batchedQuery(relays: () => Promise<NostrEvent[]>, filter: Filter): Promise<NostrEvent[]>
  /** One of our events, offered to peers whose subscriptions match. */
  publish(event: NostrEvent): void
  /** An event from a relay, relayed to peers whose subscriptions match (spec 3 §5 rules). */
  observe(event: NostrEvent): void
  /**
   * Media by its SHA-256 (hex) from this browser's blob store or connected peers' (spec 3 §5), for a note of `author`:
   * null when the author is beyond follow distance 2, no peer has it, or the bytes do not hash to `hash`.
   */
  fetchBlob?(hash: string, author: string): Promise<Blob | null>
  /** Media of `author` the app loaded from `url` (Blossom style, `hash` in its path): kept for peers after a hash check. */
  keepMedia?(url: string, hash: string, author: string): void
}

/** Where the p2p code plugs its hub in; empty until peer-to-peer is started. */
export interface PeerHubSlot {
  readonly current: PeerHub | null
  /** The relays alone, without peers (peer signalling goes through them). */
  readonly relays: RelayPool
  /** Plugs a hub in; the returned function takes it out. */
  attach(hub: PeerHub): () => void
}

export function createPeerHubSlot(relays: RelayPool): PeerHubSlot {
  let current: PeerHub | null = null
  return {
    relays,
    get current() {
      return current
    },
    attach(hub) {
      current = hub
      return () => void (current === hub && (current = null))
    },
  }
}
