import type { RemoteName } from '../remotes/areas';

/** Navigation-highlighting kinds of spec 1 §2. */
export type RouteKind = 'home' | 'search' | 'user-search' | 'market' | 'map' | 'relay' | 'other';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  page: string;
  kind: RouteKind;
}

/** Every route that a remote owns (spec 1 §2). More specific paths come first. */
export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/', remote: 'feed', page: 'Home', kind: 'home' },
  { path: '/new', remote: 'feed', page: 'NewPost', kind: 'other' },
  { path: '/notifications', remote: 'feed', page: 'Notifications', kind: 'other' },
  { path: '/post/:note', remote: 'feed', page: 'Post', kind: 'other' },
  { path: '/wallet', remote: 'wallet', page: 'Wallet', kind: 'other' },
  { path: '/old-wallet', remote: 'wallet', page: 'OldWallet', kind: 'other' },
  { path: '/subscribe', remote: 'wallet', page: 'Subscribe', kind: 'other' },
  { path: '/chats/*', remote: 'chat', page: 'Chats', kind: 'other' },
  { path: '/settings/profile', remote: 'profile', page: 'EditProfile', kind: 'other' },
  { path: '/settings/*', remote: 'settings', page: 'Settings', kind: 'other' },
  { path: '/search/:query?', remote: 'search', page: 'Search', kind: 'search' },
  { path: '/u/:query?', remote: 'search', page: 'People', kind: 'user-search' },
  { path: '/m/:category?', remote: 'search', page: 'Market', kind: 'market' },
  { path: '/map/:query?', remote: 'search', page: 'Map', kind: 'map' },
  { path: '/relay/:url?', remote: 'search', page: 'Relay', kind: 'relay' },
];

/** Pages the shell renders itself. */
export const STATIC_PATHS = ['/about', '/terms', '/privacy', '/csae'] as const;

/** Spec 1 §4: notification and replies pages are not kept alive in the history stack. */
export function isKeptAlive(pathname: string): boolean {
  return !/^\/notifications\/?$/.test(pathname) && !/\/replies\/?$/.test(pathname);
}

export function routeKind(pathname: string): RouteKind {
  const first = pathname.split('/')[1] ?? '';
  const byPrefix: Record<string, RouteKind> = { '': 'home', search: 'search', u: 'user-search', m: 'market', map: 'map', relay: 'relay' };
  return byPrefix[first] ?? 'other';
}
