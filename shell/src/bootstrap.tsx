import { createRoot } from 'react-dom/client';
import { first } from 'rxjs';
import { createCore, createCorrectedClock, setCore } from '@app/core';
import { AppThemeProvider, ErrorState } from '@app/ui';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { learnServerTime } from './config/server-time';
import { registerRemotesFromConfig } from './remotes/remote-registry';
import { preloadRouteRemote } from './remotes/preload-route';
import { remotePageLoaded, startIdlePreload } from './remotes/idle-preload';
import { NAV_ITEMS } from './layout/nav-items';
import { App } from './App';
import { pwaStartDelay } from './pwa/pwa-delay';

/** Creates the core from the runtime config and renders the app; the first route's page and data load meanwhile. */
export async function start(rawConfig: Promise<unknown>) {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadRuntimeConfig(rawConfig);
    registerRemotesFromConfig(config.remotes);
    preloadRouteRemote(location.pathname);
    // A device whose clock is off (by an hour, say) dates and holds events by the server's time.
    const clock = createCorrectedClock();
    void learnServerTime(clock);
    const core = createCore(config, { clock });
    setCore(core);
    if (location.pathname === '/') void core.feeds.prepareHome();
    // Once the opening page is in, the main navigation's pages load while the browser is idle.
    startIdlePreload({ pageLoaded: remotePageLoaded(core.bus), paths: NAV_ITEMS.map((item) => item.to), preload: preloadRouteRemote });
    // Then the service worker (offline, push) and the update checks, whose code loads a while after the page is in.
    const startPwa = () =>
      void import('./pwa/start-pwa').then((pwa) => pwa.startPwa({ manifestUrls: Object.values(config.remotes), navigate: (to) => core.bus.publish({ type: 'navigate', to }) }));
    remotePageLoaded(core.bus)
      .pipe(first())
      .subscribe(() => setTimeout(startPwa, pwaStartDelay()));
    root.render(
      <AppThemeProvider>
        <App />
      </AppThemeProvider>,
    );
  } catch (error) {
    root.render(
      <AppThemeProvider>
        <ErrorState title="The app could not start" message={(error as Error).message} onRetry={() => location.reload()} />
      </AppThemeProvider>,
    );
  }
}

