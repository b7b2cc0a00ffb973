import { useEffect, useMemo } from 'react';
import { map, of } from 'rxjs';
import { peerFilesOf, startBlobSharing, type FileTransfer, type P2PHandle } from '@app/core/p2p';
import { useCore, useObservable } from '@app/ui';
import { IncomingFilesView } from './IncomingFilesView';

const NONE$ = of<FileTransfer[]>([]);

/**
 * While peer-to-peer runs: shares media blobs with peers (spec 3 §4 'Blob transfer') and shows the files peers send,
 * on every page, each with its progress and then a download link.
 */
export function PeerTransfers({ handle }: { handle: P2PHandle }) {
  const core = useCore();
  useEffect(() => startBlobSharing(core), [core]);
  const p2p = useObservable(handle.current$, handle.current);
  const files = useMemo(() => (p2p ? peerFilesOf(core, p2p) : null), [core, p2p]);
  const incoming$ = useMemo(() => files?.transfers$.pipe(map((list) => list.filter((each) => each.direction === 'incoming'))) ?? NONE$, [files]);
  const incoming = useObservable(incoming$, []);
  return <IncomingFilesView files={incoming} onDismiss={(key) => files?.dismiss(key)} />;
}
