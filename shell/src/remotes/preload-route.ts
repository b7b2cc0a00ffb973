import { matchPath } from 'react-router';
import { REMOTE_ROUTES } from '../routes/route-table';
import { preloadRemotePage } from './remote-registry';

/**
 * Starts loading the remote page that serves `pathname` (the URL the app opens on, a link about to be followed),
 * once. Returns the load, or undefined when no remote serves the path or there is nothing left to start.
 */
export function preloadRouteRemote(pathname: string): Promise<unknown> | undefined {
  const route = REMOTE_ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  return route ? preloadRemotePage(route.remote, route.page) : undefined;
}

/** Props for a link to `to`: the pointer coming over it or keyboard focus on it starts loading its page. */
export function preloadOnIntent(to: string): { onPointerEnter(): void; onFocus(): void } {
  const preload = () => void preloadRouteRemote(to);
  return { onPointerEnter: preload, onFocus: preload };
}
