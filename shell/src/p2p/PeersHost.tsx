import { lazy, Suspense, useMemo } from 'react';
import { distinctUntilChanged, map } from 'rxjs';
import { ErrorBoundary, useCore, useObservable } from '@app/ui';

const PeerLayer = lazy(() => import('./PeerLayer'));

/**
 * Peer-to-peer (spec 3): off by default; once the webrtcEnabled setting is on, its code loads and runs (signalling,
 * peers as relays, the 'WebRTC connect with {name}?' prompt) on every page. Nothing of it is in the first load.
 */
export function PeersHost() {
  const core = useCore();
  const enabled$ = useMemo(() => core.settings.select('network').pipe(map((network) => network.webrtcEnabled), distinctUntilChanged()), [core]);
  const enabled = useObservable(enabled$, false);
  if (!enabled) return null;
  return (
    <ErrorBoundary>
      <Suspense fallback={null}>
        <PeerLayer />
      </Suspense>
    </ErrorBoundary>
  );
}
