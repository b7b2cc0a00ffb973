import { firstValueFrom } from 'rxjs'
import type { Core } from '../../core/create-core'
import { systemClock } from '../../policies/clock'
import type { PeerHub } from '../../relay/peers/peer-hub'
import { p2pOf } from '../p2p-of'
import type { P2P } from '../p2p-service'
import { parsePeerId } from '../peer-id'
import { standingCache } from '../relationships'
import { createBlobExchange, type BlobExchange } from './blob-exchange'
import { createBlobStore, type BlobStore } from './blob-store'

const running = new WeakMap<Core, () => void>()
let sharedStore: BlobStore | null = null
const blobStore = () => (sharedStore ??= createBlobStore())

function exchangeFor(core: Core, p2p: P2P): BlobExchange {
  const me = parsePeerId(p2p.peerId).pubkey
  const social = {
    followsOf$: (pubkey: string) => core.social.followsOf$(pubkey),
    mutes$: core.social.mutes$,
    distance: async (pubkey: string) => firstValueFrom((await core.graph()).followDistance$(pubkey)),
  }
  return createBlobExchange({
    clock: systemClock,
    log: p2p.log,
    store: blobStore(),
    standing: standingCache(social, me, () => systemClock.now()),
    connected$: p2p.connected$,
    messages$: p2p.messages$,
  })
}

/** Lends the exchange's media methods to the hub the running P2P plugged in (the UI finds them there, spec 3 §5). */
function lendTo(hub: PeerHub | null, exchange: BlobExchange): () => void {
  if (!hub) return () => {}
  hub.fetchBlob = exchange.fetchBlob
  hub.keepMedia = (url, hash, author) => void exchange.keepMedia(url, hash, author)
  return () => {
    delete hub.fetchBlob
    delete hub.keepMedia
  }
}

/**
 * Blob sharing for a core's peer-to-peer layer (spec 3 §4 'Blob transfer'): while a P2P runs, its peers may ask our
 * blob store, and the app's media fallback may ask them. Started once per core; the returned function stops it.
 */
export function startBlobSharing(core: Core): () => void {
  const known = running.get(core)
  if (known) return known
  let current: { exchange: BlobExchange; unlend(): void } | null = null
  const following = p2pOf(core).current$.subscribe((p2p) => {
    current?.unlend()
    current?.exchange.dispose()
    current = null
    if (!p2p) return
    const exchange = exchangeFor(core, p2p)
    current = { exchange, unlend: lendTo(core.peerHubs.current, exchange) }
  })
  const stop = () => {
    following.unsubscribe()
    current?.unlend()
    current?.exchange.dispose()
    running.delete(core)
  }
  running.set(core, stop)
  return stop
}
