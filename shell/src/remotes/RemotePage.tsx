import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { getCore } from '@app/core';
import { Spinner } from '@app/ui';
import { unavailableText, type RemoteName } from './areas';
import { loadRemotePage, resetRemote } from './remote-registry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

type LazyPage = LazyExoticComponent<ComponentType<any>>;
const lazyPages = new Map<string, LazyPage>();
const generations = new Map<RemoteName, number>();

/** One lazy component per page and load generation, so kept-alive pages share a loaded remote. */
function lazyPage(remote: RemoteName, page: string): LazyPage {
  const key = `${remote}/${page}#${generations.get(remote) ?? 0}`;
  let component = lazyPages.get(key);
  if (!component) {
    component = lazy(() =>
      loadRemotePage(remote, page).then(
        (Page) => {
          getCore().bus.publish({ type: 'remote:mounted', remote });
          return { default: Page };
        },
        (error: Error) => {
          lazyPages.delete(key);
          getCore().bus.publish({ type: 'remote:failed', remote, error: error.message });
          throw error;
        },
      ),
    );
    lazyPages.set(key, component);
  }
  return component;
}

interface Props {
  remote: RemoteName;
  page: string;
  props?: Record<string, unknown>;
}

export function RemotePage({ remote, page, props }: Props) {
  const [, setAttempt] = useState(0);
  const Page = lazyPage(remote, page);
  const retry = () => {
    resetRemote(remote);
    generations.set(remote, (generations.get(remote) ?? 0) + 1);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary title={unavailableText(remote)} onRetry={retry}>
      <Suspense fallback={<Spinner label={`Loading ${remote}`} />}>
        <Page {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
