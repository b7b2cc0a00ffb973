import { BehaviorSubject, type Observable } from 'rxjs';

/** Why the page should be refreshed: a new shell worker waits, or a remote was deployed anew since this page loaded. */
export type UpdateReason = 'worker' | 'remote';

/** The 'Update Available - Click to Refresh' state and what a click does. */
export interface AppUpdate {
  readonly available$: Observable<UpdateReason | null>;
  /** An update was found; `activate` makes it take effect (e.g. the waiting worker takes over), then the page reloads. */
  offer(reason: UpdateReason, activate?: () => Promise<void> | void): void;
  /** The click: activates the waiting worker if any, then reloads. */
  apply(): Promise<void>;
}

/** One app-update state per page; `reload` is injected for tests. */
export function createAppUpdate(reload: () => void = () => location.reload()): AppUpdate {
  const available = new BehaviorSubject<UpdateReason | null>(null);
  let activate: (() => Promise<void> | void) | undefined;
  return {
    available$: available.asObservable(),
    offer(reason, next) {
      if (available.value === 'worker' && reason === 'remote') return; // the worker's reload also brings the remote
      available.next(reason);
      if (next) activate = next;
    },
    async apply() {
      if (activate) await activate();
      else reload();
    },
  };
}

/** The page's app-update state. */
export const appUpdate = createAppUpdate();
