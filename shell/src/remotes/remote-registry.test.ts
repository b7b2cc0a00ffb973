import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRemotePage, loadedRemotePage, preloadRemotePage, registerRemotesFromConfig, resetRemote } from './remote-registry';

vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));
const Page = () => null;
const loads = () => vi.mocked(loadRemote).mock.calls.map(([id]) => id);

beforeEach(() => {
  vi.mocked(loadRemote).mockReset();
  vi.mocked(loadRemote).mockResolvedValue({ default: Page });
  registerRemotesFromConfig({ wallet: 'http://127.0.0.1:1/mf-manifest.json', search: 'http://127.0.0.1:2/mf-manifest.json' });
  resetRemote('wallet');
  resetRemote('search');
});

describe('preloading a remote page', () => {
  it('starts one load however often it is asked, and the route takes that load', async () => {
    const first = preloadRemotePage('wallet', 'Wallet');
    expect(preloadRemotePage('wallet', 'Wallet')).toBeUndefined();
    expect(await loadRemotePage('wallet', 'Wallet')).toBe(Page);
    expect(await first).toBe(Page);
    expect(loads()).toEqual(['wallet/Wallet']);
  });

  it('starts nothing for a page already loaded, nor for a remote runtime-config.json does not name', async () => {
    await loadRemotePage('search', 'Search');
    expect(preloadRemotePage('search', 'Search')).toBeUndefined();
    expect(preloadRemotePage('chat', 'Chats')).toBeUndefined();
    expect(loads()).toEqual(['search/Search']);
  });

  it('tries again after a failed preload, and after the remote is reset', async () => {
    vi.mocked(loadRemote).mockRejectedValueOnce(new Error('down'));
    await expect(preloadRemotePage('wallet', 'Wallet')).rejects.toThrow('down');
    await preloadRemotePage('wallet', 'Wallet');
    await loadRemotePage('wallet', 'Wallet');
    resetRemote('wallet');
    expect(preloadRemotePage('wallet', 'Wallet')).toBeDefined();
    expect(loads()).toEqual(['wallet/Wallet', 'wallet/Wallet', 'wallet/Wallet']);
  });

  it('hands over a finished load at once, until the remote is reset', async () => {
    expect(loadedRemotePage('wallet', 'Wallet')).toBeUndefined();
    await preloadRemotePage('wallet', 'Wallet');
    expect(loadedRemotePage('wallet', 'Wallet')).toBe(Page);
    resetRemote('wallet');
    expect(loadedRemotePage('wallet', 'Wallet')).toBeUndefined();
  });
});
