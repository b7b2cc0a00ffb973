import { BehaviorSubject, combineLatest, distinctUntilChanged, firstValueFrom, map, type Observable } from 'rxjs'
import type { Core } from '../core/create-core'
import { systemClock } from '../policies/clock'
import { defaultVerifier } from '../policies/verifier'
import { createP2P, type P2P } from './p2p-service'

/** Peer-to-peer of a core: running while it is enabled in settings and a user is signed in (null otherwise). */
export interface P2PHandle {
  readonly current$: Observable<P2P | null>
  readonly current: P2P | null
  dispose(): void
}

const handles = new WeakMap<Core, P2PHandle>()

function p2pFor(core: Core, me: string): P2P {
  return createP2P({
    clock: systemClock,
    me,
    hubs: core.peerHubs,
    network: () => core.settings.get().network,
    sign: async (template) => (await core.signer()).sign(template),
    crypto: {
      encrypt: async (pubkey, text) => (await core.signer()).encrypt('nip44', pubkey, text),
      decrypt: async (pubkey, text) => (await core.signer()).decrypt('nip44', pubkey, text),
    },
    social: {
      followsOf$: (pubkey) => core.social.followsOf$(pubkey),
      mutes$: core.social.mutes$,
      distance: async (pubkey) => firstValueFrom((await core.graph()).followDistance$(pubkey)),
    },
    verify: async (event) => defaultVerifier(event),
    queryLocal: (filter) => core.events.query(filter),
    follows$: core.social.followsOf$(me).pipe(map((list) => list ?? [])),
  })
}

/** The core's peer-to-peer layer (one per core), following the webrtcEnabled setting and the session. */
export function p2pOf(core: Core): P2PHandle {
  const known = handles.get(core)
  if (known) return known
  const current$ = new BehaviorSubject<P2P | null>(null)
  const following = combineLatest([
    core.settings.select('network').pipe(map((network) => network.webrtcEnabled), distinctUntilChanged()),
    core.session$.pipe(map((user) => (user && !user.locked ? user.pubkey : null)), distinctUntilChanged()),
  ]).subscribe(([enabled, me]) => {
    current$.value?.stop()
    const next = enabled && me ? p2pFor(core, me) : null
    next?.start()
    current$.next(next)
  })
  const handle: P2PHandle = {
    current$: current$.asObservable(),
    get current() {
      return current$.value
    },
    dispose() {
      following.unsubscribe()
      current$.value?.stop()
      current$.complete()
      handles.delete(core)
    },
  }
  handles.set(core, handle)
  return handle
}
