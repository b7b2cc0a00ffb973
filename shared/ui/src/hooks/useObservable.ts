import { useMemo, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

interface ObservableStore<T> {
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => T;
}

function createObservableStore<T>(obs$: Observable<T>, initial: T): ObservableStore<T> {
  let latest = initial;
  return {
    subscribe(onChange) {
      const subscription = obs$.subscribe((value) => {
        latest = value;
        onChange();
      });
      return () => subscription.unsubscribe();
    },
    getSnapshot: () => latest,
  };
}

/**
 * The one way components read core observables. Returns `initial` until the
 * observable emits, then its latest value. When `obs$` changes to another
 * instance, the old subscription ends and the value restarts from `initial`.
 * Pass a stable instance (memoise it): a new observable on every render
 * re-subscribes on every render.
 */
export function useObservable<T>(obs$: Observable<T>, initial: T): T {
  // `initial` is read only when the observable instance changes, on purpose.
  const store = useMemo(() => createObservableStore(obs$, initial), [obs$]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
