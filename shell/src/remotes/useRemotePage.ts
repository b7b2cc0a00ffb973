import { useEffect, useState, type ComponentType } from 'react';
import { getCore } from '@app/core';
import type { RemoteName } from './areas';
import { loadRemotePage } from './remote-registry';

/** Pages already loaded, by remote/page#generation: kept-alive and later routes render them at once. */
const loadedPages = new Map<string, ComponentType<any>>();

interface PageState {
  key: string;
  Page?: ComponentType<any>;
  error?: Error;
}

/**
 * A remote's page component, loaded once per load generation. Not React.lazy: a Suspense fallback committed on
 * start delays the page's reveal by React's 300 ms fallback throttle, even when the page was preloaded.
 */
export function useRemotePage(remote: RemoteName, page: string, generation: number): PageState {
  const key = `${remote}/${page}#${generation}`;
  const [state, setState] = useState<PageState>(() => ({ key, Page: loadedPages.get(key) }));

  useEffect(() => {
    const known = loadedPages.get(key);
    if (known) return setState({ key, Page: known });
    let current = true;
    setState({ key });
    loadRemotePage(remote, page).then(
      (Page) => {
        loadedPages.set(key, Page);
        getCore().bus.publish({ type: 'remote:mounted', remote });
        if (current) setState({ key, Page });
      },
      (error: Error) => {
        getCore().bus.publish({ type: 'remote:failed', remote, error: error.message });
        if (current) setState({ key, error });
      },
    );
    return () => {
      current = false;
    };
  }, [key, remote, page]);

  return state.key === key ? state : { key, Page: loadedPages.get(key) };
}
