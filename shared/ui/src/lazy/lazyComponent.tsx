import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** A component whose code loads on first render; `preload` fetches it ahead (after which it renders at once). */
export type LazyComponent<P extends object> = ComponentType<P> & { preload(): Promise<ComponentType<P>> };

type Module<P> = { default: ComponentType<P> };

/** A thenable that calls back at once: React.lazy then renders a loaded component without suspending. */
const settled = <P,>(module: Module<P>) =>
  ({ then: (resolve: (value: Module<P>) => unknown) => resolve(module) }) as unknown as Promise<Module<P>>;

/**
 * A component fetched from an async chunk the first time it renders: `load` resolves to the real component (e.g.
 * `() => import('./Dialog').then((m) => m.Dialog)`) and `fallback` is shown meanwhile (nothing by default), so its
 * code stays out of the shared @app/ui chunk every page downloads. A failed fetch reaches the nearest error boundary
 * and is tried again at the next mount.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let failed = false;
  const preload = () => load().then((component) => (loaded = component));
  const create = () =>
    lazy(() =>
      loaded
        ? settled({ default: loaded })
        : preload().then(
            (component) => ({ default: component }),
            (error: unknown) => {
              failed = true;
              throw error;
            },
          ),
    ) as unknown as ComponentType<P>;
  let Inner = create();
  function Lazy(props: P) {
    if (failed) {
      failed = false;
      Inner = create();
    }
    return <Suspense fallback={fallback(props)}>{<Inner {...props} />}</Suspense>;
  }
  return Object.assign(Lazy, { preload });
}
