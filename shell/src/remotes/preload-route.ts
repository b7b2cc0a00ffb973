import { matchPath } from 'react-router';
import { REMOTE_ROUTES } from '../routes/route-table';
import { preloadRemotePage } from './remote-registry';

/** Starts loading the remote page of the URL the app opens on, before React renders the route. */
export function preloadRouteRemote(pathname: string): void {
  const route = REMOTE_ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  if (route) preloadRemotePage(route.remote, route.page);
}
