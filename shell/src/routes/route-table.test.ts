import { describe, expect, it } from 'vitest';
import { REMOTE_ROUTES, isKeptAlive, routeKind } from './route-table';

describe('route table', () => {
  it('maps every route of spec 1 §2 to its owning remote', () => {
    const owner = (path: string) => REMOTE_ROUTES.find((route) => route.path === path)?.remote;
    expect(owner('/')).toBe('feed');
    expect(owner('/new')).toBe('feed');
    expect(owner('/notifications')).toBe('feed');
    expect(owner('/post/:note')).toBe('feed');
    expect(owner('/wallet')).toBe('wallet');
    expect(owner('/old-wallet')).toBe('wallet');
    expect(owner('/subscribe')).toBe('wallet');
    expect(owner('/chats/*')).toBe('chat');
    expect(owner('/settings/profile')).toBe('profile');
    expect(owner('/settings/*')).toBe('settings');
    for (const path of ['/search/:query?', '/u/:query?', '/m/:category?', '/map/:query?', '/relay/:url?']) expect(owner(path)).toBe('search');
  });

  it('classifies routes for navigation highlighting', () => {
    expect(routeKind('/')).toBe('home');
    expect(routeKind('/u/alice')).toBe('user-search');
    expect(routeKind('/map/u33')).toBe('map');
    expect(routeKind('/npub1abc')).toBe('other');
  });

  it('does not keep notification and replies pages alive', () => {
    expect(isKeptAlive('/notifications')).toBe(false);
    expect(isKeptAlive('/npub1abc/replies')).toBe(false);
    expect(isKeptAlive('/npub1abc')).toBe(true);
  });
});
