import type { EventBus } from '@app/core';
import { first, merge, type Observable } from 'rxjs';
import { whenIdle, type Scheduler } from '@app/core';

/** localStorage switch: 'off' keeps the idle preload from running (the hover e2e test and the cold bench use it). */
export const IDLE_PRELOAD_SWITCH = 'app:idle-preload';

/**
 * How long after the opening page's remote has loaded the idle preload waits before its first idle callback: the
 * page still fetches its data and its own chunks then, and its first content must not share the network or the CPU.
 */
export const IDLE_PRELOAD_DELAY_MS = 2000;

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether preloading ahead of any click is welcome: not asked to save data, not on a 2G-class link, not switched off. */
export function idlePreloadAllowed(
  nav: { connection?: Connection } = navigator as never,
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): boolean {
  const connection = nav.connection;
  if (connection?.saveData || /2g$/.test(connection?.effectiveType ?? '')) return false;
  try {
    return storage?.getItem(IDLE_PRELOAD_SWITCH) !== 'off';
  } catch {
    return true; // storage denied: nothing switched it off
  }
}

/**
 * Preloads `paths` one at a time, each in its own idle callback, the next once the previous load has settled.
 * `preload` returns the load it started, or undefined when there was nothing to start. Returns a cancel function.
 */
export function preloadInTurn(paths: string[], preload: (path: string) => Promise<unknown> | undefined, idle: Scheduler): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const next = (index: number) => {
    if (cancelled || index >= paths.length) return;
    cancelIdle = idle(() => {
      const load = preload(paths[index]);
      if (!load) return next(index + 1);
      load.then(
        () => next(index + 1),
        () => next(index + 1), // the route's own load reports the failure
      );
    });
  };
  next(0);
  return () => {
    cancelled = true;
    cancelIdle();
  };
}

/** The moment to start: a task run `ms` after now (setTimeout), cancellable. */
const after =
  (ms: number): Scheduler =>
  (task) => {
    const handle = setTimeout(task, ms);
    return () => clearTimeout(handle);
  };

/** Emits each time a page's remote has loaded or failed to (useRemotePage publishes both on the bus). */
export function remotePageLoaded(bus: Pick<EventBus, 'on'>): Observable<unknown> {
  return merge(bus.on('remote:mounted'), bus.on('remote:failed'));
}

export interface IdlePreloadOptions {
  /** Emits when a page's remote has loaded or failed (the bus's remote:mounted / remote:failed); the first counts. */
  pageLoaded: Observable<unknown>;
  paths: string[];
  preload(path: string): Promise<unknown> | undefined;
  idle?: Scheduler;
  /** Waits out the opening page's first content (IDLE_PRELOAD_DELAY_MS by default). */
  settle?: Scheduler;
  allowed?: boolean;
}

/**
 * Once the opening page's remote has loaded and its first content has had IDLE_PRELOAD_DELAY_MS, preloads the pages of
 * `paths` through idle callbacks, so a later click finds them loaded. Nothing when not allowed (idlePreloadAllowed).
 */
export function startIdlePreload(options: IdlePreloadOptions): () => void {
  const { pageLoaded, paths, preload, idle = whenIdle, settle = after(IDLE_PRELOAD_DELAY_MS), allowed = idlePreloadAllowed() } = options;
  if (!allowed) return () => {};
  let cancel = () => {};
  const subscription = pageLoaded.pipe(first()).subscribe(() => {
    cancel = settle(() => (cancel = preloadInTurn(paths, preload, idle)));
  });
  return () => {
    subscription.unsubscribe();
    cancel();
  };
}
