import type { Observable } from 'rxjs';

// The port adapts the core's observables with these three helpers instead of RxJS operators: a remote bundles the
// RxJS it uses (it is not federated), and map/switchMap/firstValueFrom cost the page 3.8 KB gzip for three lines.
// What they return is only ever subscribed to (useObservable), which is all they implement.

type Next<T> = (value: T) => void;
interface Listener<T> {
  next?: Next<T>;
  error?: (error: unknown) => void;
  complete?: () => void;
}
type Unsubscribable = { unsubscribe(): void };

/** The observer given to subscribe (a function, a plain object or an RxJS subscriber, whose methods need `this`). */
function listenerOf<T>(observer: Listener<T> | Next<T> | undefined): Required<Listener<T>> {
  if (typeof observer === 'function') return { next: observer, error: () => {}, complete: () => {} };
  return { next: (value) => observer?.next?.(value), error: (error) => observer?.error?.(error), complete: () => observer?.complete?.() };
}

const subscribable = <T>(subscribe: (listener: Required<Listener<T>>) => Unsubscribable) =>
  ({ subscribe: (observer?: Listener<T> | Next<T>) => subscribe(listenerOf(observer)) }) as unknown as Observable<T>;

/** `source$` with each value passed through `project`. */
export function mapped<A, T>(source$: Observable<A>, project: (value: A) => T): Observable<T> {
  return subscribable<T>((listener) => source$.subscribe({ next: (value) => listener.next(project(value)), error: listener.error, complete: listener.complete }));
}

/** The values of the observable `project` gives for `source$`'s latest value (switchMap). */
export function following<A, T>(source$: Observable<A>, project: (value: A) => Observable<T>): Observable<T> {
  return subscribable<T>((listener) => {
    let inner: Unsubscribable | undefined;
    const outer = source$.subscribe({
      next: (value) => {
        inner?.unsubscribe();
        inner = project(value).subscribe({ next: listener.next, error: listener.error });
      },
      error: listener.error,
    });
    return {
      unsubscribe() {
        outer.unsubscribe();
        inner?.unsubscribe();
      },
    };
  });
}

/** The first value of `source$` (firstValueFrom): the current account of a replaying observable. */
export function firstValue<T>(source$: Observable<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    let done = false;
    let subscription: Unsubscribable | undefined;
    subscription = source$.subscribe({
      next: (value) => {
        if (done) return;
        done = true;
        resolve(value);
        subscription?.unsubscribe();
      },
      error: reject,
      complete: () => !done && reject(new Error('No value')),
    });
    if (done) subscription.unsubscribe();
  });
}
