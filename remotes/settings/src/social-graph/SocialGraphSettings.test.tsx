import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppThemeProvider, MemoryRouter } from '@app/ui';
import { setCore, type Core, type GraphStats } from '@app/core';
import { BehaviorSubject, of, Subject } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { SocialGraphSettings } from './SocialGraphSettings';
import { NO_GRAPH_SERVICE } from './graph-service';

afterEach(cleanup);

const ME = 'a'.repeat(64);
const MUTED = 'b'.repeat(64);
const MUTER = 'c'.repeat(64);
const stats: GraphStats = { users: 10, follows: 20, mutes: 2, sizeByDistance: { 0: 1, 1: 4, 2: 3, 3: 2 }, crawled: 5 };

function installCore(opts: { me?: string | null; graphService?: string } = {}) {
  const recrawl$ = new BehaviorSubject(false);
  const errors$ = new Subject<string>();
  const graph = {
    stats$: of(stats),
    crawling$: of(false),
    recrawl$,
    errors$,
    mutedBy$: vi.fn((pubkey: string) => of(pubkey === ME ? [MUTER] : [])),
    recrawl: vi.fn(async () => recrawl$.next(true)),
    download: vi.fn(async () => {
      errors$.next('Social graph download failed: HTTP 500');
      return { ok: false, error: 'Social graph download failed: HTTP 500' };
    }),
  };
  const session$ = new BehaviorSubject(opts.me === null ? null : { pubkey: opts.me ?? ME, method: 'privateKey', locked: false });
  const core = {
    session$,
    graph: async () => graph,
    social: { mutes$: of([MUTED]) },
    profiles: { profile$: () => of(undefined), get: () => undefined },
    names: { verify: async () => false },
    config: { remotes: {}, relays: [], ...(opts.graphService ? { socialGraphService: opts.graphService } : {}) },
  };
  setCore(core as unknown as Core);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppThemeProvider>
      <MemoryRouter>{children}</MemoryRouter>
    </AppThemeProvider>
  );
  render(<SocialGraphSettings />, { wrapper });
  return graph;
}

describe('SocialGraphSettings', () => {
  it('shows the graph size, buckets, own mutes and who mutes me', async () => {
    installCore();
    expect(await screen.findByText('Distance 3+')).toBeTruthy();
    expect(screen.getByText('Users').nextElementSibling?.textContent).toBe('10');
    expect((await screen.findByRole('list', { name: 'Muted users' })).querySelectorAll('li')).toHaveLength(1);
    expect((await screen.findByRole('list', { name: 'Muted by' })).querySelectorAll('li')).toHaveLength(1);
  });

  it('recrawls, and labels the button while it runs', async () => {
    const graph = installCore();
    await screen.findByText('Distance 3+');
    fireEvent.click(screen.getByRole('button', { name: 'Recrawl' }));
    expect(graph.recrawl).toHaveBeenCalledOnce();
    expect(((await screen.findByRole('button', { name: 'Recrawling…' })) as HTMLButtonElement).disabled).toBe(true);
  });

  it('disables Download graph with the reason when no service is configured', async () => {
    installCore();
    await screen.findByText('Distance 3+');
    expect((screen.getByRole('button', { name: 'Download graph' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('download-unavailable').textContent).toBe(NO_GRAPH_SERVICE);
  });

  it('downloads from the configured service and shows the error it reports', async () => {
    const graph = installCore({ graphService: 'https://graph.example/api' });
    await screen.findByText('Distance 3+');
    fireEvent.click(screen.getByRole('button', { name: 'Download graph' }));
    expect(graph.download).toHaveBeenCalledWith('https://graph.example/api');
    expect((await screen.findByRole('alert')).textContent).toBe('Social graph download failed: HTTP 500');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Download graph' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('says the personal parts need a sign-in when signed out', async () => {
    installCore({ me: null });
    expect((await screen.findByTestId('signed-out')).textContent).toContain('Sign in');
    expect(screen.queryByRole('list', { name: 'Muted by' })).toBeNull();
  });
});
