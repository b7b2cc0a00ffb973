import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppThemeProvider } from '@app/ui';
import { setCore, type Core, type MediaServer, type MediaServerList } from '@app/core';
import { BehaviorSubject, Subject } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaServersSettings } from './MediaServersSettings';

afterEach(cleanup);

const BLOSSOM: MediaServer = { url: 'https://blossom.example', protocol: 'blossom' };
const NIP96: MediaServer = { url: 'https://nip96.example', protocol: 'nip96' };

/** A core whose media server service keeps its list in a subject; add/remove/setDefault are spies. */
function installCore(signedIn: boolean) {
  const list$ = new BehaviorSubject<MediaServerList>({ servers: [BLOSSOM, NIP96], defaultServer: BLOSSOM });
  const errors$ = new Subject<string>();
  const mediaServers = {
    servers$: list$,
    get: () => list$.value,
    errors$,
    add: vi.fn(async (input: string) => {
      if (input.includes('down')) throw new Error('Could not reach down.example');
      const server: MediaServer = { url: `https://${input}`, protocol: 'blossom' };
      list$.next({ ...list$.value, servers: [...list$.value.servers, server] });
      return server;
    }),
    remove: vi.fn(async () => undefined),
    setDefault: vi.fn(async (url: string) => list$.next({ ...list$.value, defaultServer: list$.value.servers.find((s) => s.url === url)! })),
  };
  const session$ = new BehaviorSubject(signedIn ? { pubkey: 'a'.repeat(64), method: 'privateKey', locked: false } : null);
  setCore({ mediaServers, session$ } as unknown as Core);
  render(<MediaServersSettings />, { wrapper: AppThemeProvider });
  return { mediaServers, errors$ };
}

describe('MediaServersSettings', () => {
  it('lists the servers with protocol and default, and changes the default', async () => {
    const { mediaServers } = installCore(true);
    const [first, second] = screen.getAllByTestId('media-server-row');
    expect(within(first).getByText('Default')).toBeTruthy();
    expect(within(second).getByText('NIP-96')).toBeTruthy();
    fireEvent.click(within(second).getByRole('button', { name: 'Make default' }));
    expect(mediaServers.setDefault).toHaveBeenCalledWith(NIP96.url);
    await waitFor(() => expect(within(screen.getAllByTestId('media-server-row')[1]).getByText('Default')).toBeTruthy());
    expect(screen.getByTestId('media-servers-hint').textContent).toContain('published');
  });

  it('adds through the core and shows its refusal as written', async () => {
    const { mediaServers } = installCore(false);
    const input = screen.getByLabelText('Server URL');
    fireEvent.change(input, { target: { value: 'down.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Could not reach down.example');
    fireEvent.change(input, { target: { value: 'new.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getAllByTestId('media-server-row')).toHaveLength(3));
    expect(mediaServers.add).toHaveBeenLastCalledWith('new.example');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failed publish from errors$', async () => {
    const { errors$ } = installCore(true);
    errors$.next('Could not publish your media server list: timeout');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Could not publish your media server list: timeout');
  });
});
