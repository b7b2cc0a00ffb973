import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AppThemeProvider, MemoryRouter } from '@app/ui';
import { defaultSettings, setCore, type Core, type Settings } from '@app/core';
import { BehaviorSubject, map, of } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { DebugSettings } from './DebugSettings';

afterEach(cleanup);

/** A core with a live settings store, two relays in the pool (one failing) and two remotes. */
function installCore() {
  const settings$ = new BehaviorSubject<Settings>(defaultSettings());
  const settings = {
    get: () => settings$.value,
    select: <G extends keyof Settings>(group: G) => settings$.pipe(map((state) => state[group])),
    updateGroup: <G extends keyof Settings>(group: G, partial: Partial<Settings[G]>) => settings$.next({ ...settings$.value, [group]: { ...settings$.value[group], ...partial } }),
  };
  const storage = { status$: of({ persistent: true, inMemory: [] }), current: () => ({ persistent: true, inMemory: [] }) };
  const pool = { status$: of([{ url: 'wss://up.example/', state: 'connected' }, { url: 'wss://down.example/', state: 'reconnecting', error: 'refused' }]) };
  const relays = { enabledUrls$: of(['wss://up.example/', 'wss://down.example/']) };
  const config = { remotes: { feed: 'https://feed.example/mf-manifest.json', settings: 'https://settings.example/mf-manifest.json' }, relays: [] };
  setCore({ settings, storage, pool, relays, config } as unknown as Core);
  render(
    <AppThemeProvider>
      <MemoryRouter>
        <DebugSettings />
      </MemoryRouter>
    </AppThemeProvider>,
  );
  return settings$;
}

describe('DebugSettings', () => {
  it('debug mode shows the live developer information, saved in the settings store', () => {
    const settings$ = installCore();
    expect(screen.queryByRole('region', { name: 'Developer information' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Debug mode' }));
    expect(settings$.value.debug.enabled).toBe(true);
    expect(screen.getByRole('region', { name: 'Developer information' })).toBeTruthy();
    expect(screen.getByTestId('debug-relays').textContent).toBe('1 / 2 relays connected');
    expect(screen.getByTestId('debug-remotes').textContent).toBe('feed, settings');
    expect(screen.getByText('wss://down.example/ reconnecting: refused')).toBeTruthy();
  });
});
