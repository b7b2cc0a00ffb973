import { useMemo } from 'react';
import { distinctUntilChanged, map } from 'rxjs';
import { callsOf, type ConnectedPeer, type P2P } from '@app/core/p2p';
import { Button, useCore, useObservable } from '@app/ui';

export interface PeerCallButtonProps {
  p2p: P2P;
  /** The peer's live connection; no button until its channel is open. */
  connected?: ConnectedPeer;
}

/** Spec 3 §4 'Call': a camera and microphone call with a connected peer, offered while calls are on in the settings. */
export function PeerCallButton({ p2p, connected }: PeerCallButtonProps) {
  const core = useCore();
  const calls = useMemo(() => callsOf(core, p2p), [core, p2p]);
  const enabled$ = useMemo(() => core.settings.select('network').pipe(map((network) => network.webrtcCallsEnabled), distinctUntilChanged()), [core]);
  const enabled = useObservable(enabled$, core.settings.get().network.webrtcCallsEnabled);
  const call = useObservable(calls.call$, calls.call);
  if (!enabled || !connected) return null;
  const inCall = call !== null && call.phase !== 'ended';
  return (
    <Button type="button" size="sm" variant="secondary" disabled={inCall} onClick={() => void calls.start(connected, { video: true })}>
      Call
    </Button>
  );
}
