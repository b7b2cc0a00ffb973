import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadRemotePage } from './remote-registry';
import { preloadOnIntent, preloadRouteRemote } from './preload-route';

vi.mock('./remote-registry', () => ({ preloadRemotePage: vi.fn(() => undefined) }));
const preloaded = () => vi.mocked(preloadRemotePage).mock.calls;

beforeEach(() => vi.mocked(preloadRemotePage).mockClear());

describe('preloadRouteRemote', () => {
  it("preloads the remote page that serves each navigation item's path", () => {
    for (const path of ['/', '/search', '/chats', '/notifications', '/wallet', '/settings/network', '/new']) preloadRouteRemote(path);
    expect(preloaded()).toEqual([
      ['feed', 'Home'],
      ['search', 'Search'],
      ['chat', 'Chats'],
      ['feed', 'Notifications'],
      ['wallet', 'Wallet'],
      ['settings', 'Settings'],
      ['feed', 'NewPost'],
    ]);
  });

  it('preloads nothing for paths no remote route serves (static pages, links resolved at runtime)', () => {
    for (const path of ['/about', '/npub1xyz', '/search/a/b']) expect(preloadRouteRemote(path)).toBeUndefined();
    expect(preloaded()).toEqual([]);
  });
});

describe('preloadOnIntent', () => {
  it("starts the link's page on pointer enter and on focus", () => {
    const { onPointerEnter, onFocus } = preloadOnIntent('/wallet');
    onPointerEnter();
    onFocus();
    expect(preloaded()).toEqual([
      ['wallet', 'Wallet'],
      ['wallet', 'Wallet'],
    ]);
  });
});
