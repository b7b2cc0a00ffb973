/** After the opening page, how long the service worker and the update checks wait (they must not compete with it). */
export const PWA_START_DELAY_MS = 4000;

/** localStorage switch: 'off' keeps the worker from being registered, 'now' starts without the delay (e2e). */
export const SERVICE_WORKER_SWITCH = 'app:service-worker';

/** The switch's value ('' when unset or unreadable). */
export function serviceWorkerSwitch(): string {
  try {
    return localStorage.getItem(SERVICE_WORKER_SWITCH) ?? '';
  } catch {
    return '';
  }
}

/** The delay before the PWA's code loads and starts. */
export const pwaStartDelay = (): number => (serviceWorkerSwitch() === 'now' ? 0 : PWA_START_DELAY_MS);
