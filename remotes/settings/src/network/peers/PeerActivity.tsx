import { useMemo } from 'react';
import { combineLatest, map, of, switchMap } from 'rxjs';
import { p2pOf } from '@app/core/p2p';
import { useCore, useObservable } from '@app/ui';
import { PeerActivityView, type PeerActivityViewProps } from './PeerActivityView';

/** The core's peers, stats and (with `withLog`) the peer log, live; loaded with the page that shows them. */
export default function PeerActivity({ withLog }: { withLog: boolean }) {
  const core = useCore();
  const handle = useMemo(() => p2pOf(core), [core]);
  const view$ = useMemo(
    () =>
      handle.current$.pipe(
        switchMap((p2p) =>
          p2p
            ? combineLatest([p2p.peers$, p2p.online$, p2p.stats$, p2p.log$]).pipe(
                map(([peers, online, stats, log]): PeerActivityViewProps => ({ activity: { peerId: p2p.peerId, peers, online: online.length, stats }, log })),
              )
            : of<PeerActivityViewProps>({ activity: null, log: [] }),
        ),
      ),
    [handle],
  );
  const view = useObservable(view$, { activity: null, log: [] });
  return <PeerActivityView activity={view.activity} log={withLog ? view.log : undefined} onDisconnect={(peerId) => handle.current?.disconnect(peerId)} />;
}
