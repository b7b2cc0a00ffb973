import { useMemo } from 'react';
import { map } from 'rxjs';
import { peerFilesOf, type ConnectedPeer, type FileTransfer, type P2P } from '@app/core/p2p';
import { useCore, useObservable } from '@app/ui';
import { SendFileView } from './SendFileView';

export interface SendFileProps {
  p2p: P2P;
  /** The peer's live connection; no button until its channel is open. */
  connected?: ConnectedPeer;
}

/** The 'Send file' button of a connected peer's row, with the progress of the latest file sent to it. */
export function SendFile({ p2p, connected }: SendFileProps) {
  const core = useCore();
  const files = useMemo(() => peerFilesOf(core, p2p), [core, p2p]);
  const short = connected?.record.short;
  const latest$ = useMemo(
    () => files.transfers$.pipe(map((list): FileTransfer | null => [...list].reverse().find((each) => each.direction === 'outgoing' && each.peer === short) ?? null)),
    [files, short],
  );
  const latest = useObservable(latest$, null);
  if (!connected) return null;
  return <SendFileView transfer={latest} onPick={(file) => void files.send(connected, file)} />;
}
