import { Link } from 'react-router';
import { useCore, useObservable } from '@app/ui';
import { preloadOnIntent } from '../remotes/preload-route';

/** Connected / configured relay count, linking to the network settings. */
export function RelayIndicator() {
  const core = useCore();
  const statuses = useObservable(core.pool.status$, []);
  const connected = statuses.filter((status) => status.state === 'connected').length;
  return (
    <Link to="/settings/network" {...preloadOnIntent('/settings/network')} title="Relays" data-testid="relay-indicator" style={{ color: 'inherit', textDecoration: 'none', fontSize: '0.9rem', whiteSpace: 'nowrap' }}>
      {connected}/{statuses.length} relays
    </Link>
  );
}
