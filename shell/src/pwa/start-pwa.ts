import { appUpdate } from './app-update';
import { createRemoteDeploymentCheck } from './remote-deployments';
import { registerServiceWorker, serviceWorkerWanted } from './register-service-worker';

/** How often an open page looks for a new shell worker or a remote deployed anew (also on each return to the tab). */
export const UPDATE_CHECK_INTERVAL_MS = 15 * 60_000;

export interface PwaOptions {
  /** The remotes' manifest URLs (runtime config). */
  manifestUrls: string[];
  navigate(path: string): void;
}

/**
 * The installable, offline app, started a while after the opening page is in (pwa-delay.ts): registers the service
 * worker (production builds) and starts looking for updates of the shell and of each remote, offering the refresh.
 */
export async function startPwa({ manifestUrls, navigate }: PwaOptions): Promise<void> {
  const checkRemotes = createRemoteDeploymentCheck(manifestUrls, () => appUpdate.offer('remote'));
  void checkRemotes();
  const checkWorker = serviceWorkerWanted() ? await registerServiceWorker(navigate).catch(logFailure) : undefined;
  const checkAll = () => {
    void checkRemotes();
    void checkWorker?.().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && checkAll());
  setInterval(checkAll, UPDATE_CHECK_INTERVAL_MS);
}

function logFailure(error: unknown): undefined {
  console.warn('service worker registration failed', error);
  return undefined;
}
