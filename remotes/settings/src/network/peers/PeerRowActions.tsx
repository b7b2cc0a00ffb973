import type { ConnectedPeer, P2P, PeerRecord } from '@app/core/p2p';
import { Button } from '@app/ui';
import { PeerCallButton } from './PeerCallButton';
import { SendFile } from './SendFile';

export interface PeerRowActionsProps {
  peer: PeerRecord;
  p2p: P2P;
  /** The peer's live connection, once its channel is open. */
  connected?: ConnectedPeer;
}

/** What the user can do with one connected peer. */
export function PeerRowActions({ peer, p2p, connected }: PeerRowActionsProps) {
  return (
    <>
      <PeerCallButton p2p={p2p} connected={connected} />
      <SendFile p2p={p2p} connected={connected} />
      <Button type="button" size="sm" variant="ghost" onClick={() => p2p.disconnect(peer.peerId)}>
        Disconnect
      </Button>
    </>
  );
}
