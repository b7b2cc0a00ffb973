import { useMemo } from 'react';
import { of } from 'rxjs';
import { displayName } from '@app/core';
import { callsOf, type Call, type Calls, type P2PHandle } from '@app/core/p2p';
import { useCore, useObservable } from '@app/ui';
import { useProfile } from '@app/ui/nostr';
import { CallView } from './CallView';

const NO_CALL$ = of<Call | null>(null);

/** Listens for calls on every page while peer-to-peer runs, and shows the current one (spec 3 §4 'Call'). */
export function CallLayer({ handle }: { handle: P2PHandle }) {
  const core = useCore();
  const p2p = useObservable(handle.current$, handle.current);
  const calls = useMemo(() => (p2p ? callsOf(core, p2p) : null), [core, p2p]);
  const call = useObservable(calls?.call$ ?? NO_CALL$, calls?.call ?? null);
  if (!calls || !call) return null;
  return <ShownCall key={call.id} calls={calls} call={call} />;
}

function ShownCall({ calls, call }: { calls: Calls; call: Call }) {
  const profile = useProfile(call.peer.pubkey);
  // A new stream when the peer's tracks change, so the element picks them up.
  const remote = useMemo(() => (call.remote.length ? new MediaStream(call.remote) : null), [call.remote]);
  return (
    <CallView
      name={displayName(profile, call.peer.pubkey)}
      call={call}
      local={call.local}
      remote={remote}
      onAccept={() => void calls.accept()}
      onDecline={calls.decline}
      onHangUp={calls.hangUp}
      onClose={calls.dismiss}
    />
  );
}
