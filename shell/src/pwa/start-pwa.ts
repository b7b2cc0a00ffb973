import { first, type Observable } from 'rxjs';
import { appUpdate } from './app-update';
import { createRemoteDeploymentCheck } from './remote-deployments';
import { registerServiceWorker, serviceWorkerSwitch, serviceWorkerWanted } from './register-service-worker';

/** After the opening page, how long the worker waits to register (its precache must not compete with first content). */
export const SERVICE_WORKER_DELAY_MS = 4000;
/** How often an open page looks for a new shell worker or a remote deployed anew (also on each return to the tab). */
export const UPDATE_CHECK_INTERVAL_MS = 15 * 60_000;

export interface PwaOptions {
  /** Emits when the opening page's remote has loaded (or failed to). */
  pageLoaded: Observable<unknown>;
  /** The remotes' manifest URLs (runtime config). */
  manifestUrls: string[];
  navigate(path: string): void;
}

/**
 * The installable, offline app: once the opening page is in, registers the service worker (production builds) and
 * starts looking for updates of the shell and of each remote, offering 'Update Available - Click to Refresh'.
 */
export function startPwa({ pageLoaded, manifestUrls, navigate }: PwaOptions): void {
  const checkRemotes = createRemoteDeploymentCheck(manifestUrls, () => appUpdate.offer('remote'));
  pageLoaded.pipe(first()).subscribe(() => {
    setTimeout(async () => {
      void checkRemotes();
      const checkWorker = serviceWorkerWanted() ? await registerServiceWorker(navigate).catch(logFailure) : undefined;
      const checkAll = () => {
        void checkRemotes();
        void checkWorker?.().catch(() => undefined);
      };
      document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && checkAll());
      setInterval(checkAll, UPDATE_CHECK_INTERVAL_MS);
    }, serviceWorkerSwitch() === 'now' ? 0 : SERVICE_WORKER_DELAY_MS);
  });
}

function logFailure(error: unknown): undefined {
  console.warn('service worker registration failed', error);
  return undefined;
}
