import { lazyComponent } from '@app/ui';

/** The peers, stats and log, with the peer-to-peer code (never in a page's first load). */
export const LazyPeerActivity = lazyComponent<{ withLog: boolean }>(() => import('./PeerActivity').then((module) => module.default));
