import { useMemo } from 'react';
import { combineLatest, map, of, switchMap } from 'rxjs';
import { p2pOf, type ConnectedPeer, type P2P } from '@app/core/p2p';
import { useCore, useObservable } from '@app/ui';
import { PeerActivityView, type PeerActivityViewProps } from './PeerActivityView';
import { PeerRowActions } from './PeerRowActions';

type View = Pick<PeerActivityViewProps, 'activity' | 'log'> & { p2p: P2P | null; connected: ConnectedPeer[] };

/** The core's peers, stats and (with `withLog`) the peer log, live; loaded with the page that shows them. */
export default function PeerActivity({ withLog }: { withLog: boolean }) {
  const core = useCore();
  const handle = useMemo(() => p2pOf(core), [core]);
  const view$ = useMemo(
    () =>
      handle.current$.pipe(
        switchMap((p2p) =>
          p2p
            ? combineLatest([p2p.peers$, p2p.online$, p2p.stats$, p2p.log$, p2p.connected$]).pipe(
                map(([peers, online, stats, log, connected]): View => ({ activity: { peerId: p2p.peerId, peers, online: online.length, stats }, log, p2p, connected })),
              )
            : of<View>({ activity: null, log: [], p2p: null, connected: [] }),
        ),
      ),
    [handle],
  );
  const view = useObservable<View>(view$, { activity: null, log: [], p2p: null, connected: [] });
  const { p2p, connected } = view;
  return (
    <PeerActivityView
      activity={view.activity}
      log={withLog ? view.log : undefined}
      renderActions={p2p ? (peer) => <PeerRowActions peer={peer} p2p={p2p} connected={connected.find((each) => each.record.peerId === peer.peerId)} /> : undefined}
    />
  );
}
