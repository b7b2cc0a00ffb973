import { Link } from 'react-router';
import { useCore, useObservable } from '@app/ui';
import { Widget } from './Widget';
import { preloadOnIntent } from '../../remotes/preload-route';

/** 'Network': connected / enabled relays, linking to the network settings. */
export function NetworkWidget() {
  const core = useCore();
  const statuses = useObservable(core.pool.status$, []);
  const enabled = useObservable(core.relays.enabledUrls$, [] as string[]);
  const connected = statuses.filter((status) => status.state === 'connected').length;
  return (
    <Widget title="Network">
      <Link to="/settings/network" {...preloadOnIntent('/settings/network')} data-testid="network-widget" style={{ color: 'inherit' }}>
        {connected} / {enabled.length} relays connected
      </Link>
    </Widget>
  );
}
