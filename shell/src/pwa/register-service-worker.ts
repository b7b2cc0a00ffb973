import { appUpdate, type AppUpdate } from './app-update';
import { serviceWorkerSwitch } from './pwa-delay';


/** Messages the worker sends to its pages. */
interface WorkerMessage {
  type?: string;
  url?: string;
}

/** Whether this page should register the worker: a production build, in a browser that has service workers. */
export function serviceWorkerWanted(): boolean {
  return process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator && serviceWorkerSwitch() !== 'off';
}

/**
 * Registers /sw.js through Workbox's window library (loaded now, out of the first load): a new worker waiting offers
 * the update; the worker's 'navigate' (a notification clicked) opens a route. Returns a check for a newer worker.
 */
export async function registerServiceWorker(navigate: (path: string) => void, update: AppUpdate = appUpdate): Promise<() => Promise<unknown>> {
  const { Workbox } = await import(/* webpackChunkName: "workbox-window" */ 'workbox-window');
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    update.offer('worker', () => {
      workbox.addEventListener('controlling', () => location.reload());
      workbox.messageSkipWaiting();
    });
  });
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
    if (event.data?.type === 'navigate' && event.data.url?.startsWith('/')) navigate(event.data.url);
  });
  await workbox.register();
  return () => workbox.update();
}
