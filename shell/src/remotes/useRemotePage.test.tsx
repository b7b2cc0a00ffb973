import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { preloadRemotePage, registerRemotesFromConfig } from './remote-registry';
import { useRemotePage } from './useRemotePage';

const publish = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));
vi.mock('@app/core', () => ({ getCore: () => ({ bus: { publish } }) }));
const Page = () => null;

beforeEach(() => {
  publish.mockClear();
  vi.mocked(loadRemote).mockResolvedValue({ default: Page });
  registerRemotesFromConfig({ wallet: 'http://127.0.0.1:1/mf-manifest.json', search: 'http://127.0.0.1:2/mf-manifest.json' });
});

describe('useRemotePage', () => {
  it('renders a page whose preload has finished on its first render, and says it mounted once', async () => {
    await preloadRemotePage('wallet', 'Wallet');
    const { result, rerender } = renderHook(() => useRemotePage('wallet', 'Wallet', 0));
    expect(result.current.Page).toBe(Page);
    rerender();
    expect(publish.mock.calls).toEqual([[{ type: 'remote:mounted', remote: 'wallet' }]]);
  });

  it('loads a page nothing has loaded yet, then renders it', async () => {
    const { result } = renderHook(() => useRemotePage('search', 'Search', 0));
    expect(result.current.Page).toBeUndefined();
    await act(() => Promise.resolve());
    expect(result.current.Page).toBe(Page);
    expect(publish.mock.calls).toEqual([[{ type: 'remote:mounted', remote: 'search' }]]);
  });
});
