import { useEffect, useState, type ComponentType } from 'react';
import { getCore } from '@app/core';
import type { RemoteName } from './areas';
import { loadRemotePage, loadedRemotePage } from './remote-registry';

/** Pages already loaded, by remote/page#generation: kept-alive and later routes render them at once. */
const loadedPages = new Map<string, ComponentType<any>>();

interface PageState {
  key: string;
  Page?: ComponentType<any>;
  error?: Error;
}

/** The page if this generation has it, or if a load of it (a preload) has finished: it renders without waiting. */
function knownPage(remote: RemoteName, page: string, key: string): ComponentType<any> | undefined {
  return loadedPages.get(key) ?? loadedRemotePage(remote, page);
}

/**
 * A remote's page component, loaded once per load generation. Not React.lazy: a Suspense fallback committed on
 * start delays the page's reveal by React's 300 ms fallback throttle, even when the page was preloaded.
 */
export function useRemotePage(remote: RemoteName, page: string, generation: number): PageState {
  const key = `${remote}/${page}#${generation}`;
  const [state, setState] = useState<PageState>(() => ({ key, Page: knownPage(remote, page, key) }));

  useEffect(() => {
    const mounted = (Page: ComponentType<any>) => {
      if (!loadedPages.has(key)) getCore().bus.publish({ type: 'remote:mounted', remote });
      loadedPages.set(key, Page);
    };
    const known = knownPage(remote, page, key);
    if (known) {
      mounted(known);
      return setState((current) => (current.key === key && current.Page === known ? current : { key, Page: known }));
    }
    let current = true;
    setState({ key });
    loadRemotePage(remote, page).then(
      (Page) => {
        mounted(Page);
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

  return state.key === key ? state : { key, Page: knownPage(remote, page, key) };
}
