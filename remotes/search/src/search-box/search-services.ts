import { useEffect, useMemo, useState } from 'react';
import type { Core } from '@app/core';
import type { Observable } from 'rxjs';
import type * as SearchModule from '@app/core/search';
import { useCore } from '@app/ui';

/** @app/core/search: classification, destinations and the search store, loaded once a box is used (not with a page). */
export type SearchTools = typeof SearchModule;

let loading: Promise<SearchTools> | null = null;
let loaded: SearchTools | null = null;
let store: SearchModule.SearchStore | null = null;

export const loadSearchTools = (): Promise<SearchTools> =>
  (loading ??= import('@app/core/search').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null; // a later use tries again
      throw error;
    },
  ));

/** The tools once `wanted` (the box was focused or typed in); null until they are in. */
export function useSearchTools(wanted: boolean): SearchTools | null {
  const [tools, setTools] = useState(loaded);
  useEffect(() => {
    if (!wanted || tools) return;
    let current = true;
    loadSearchTools().then((module) => current && setTools(module), () => {});
    return () => {
      current = false;
    };
  }, [wanted, tools]);
  return tools;
}

/** An observable that never emits: what a component reads until the search store is in (no RxJS bundled for it). */
export const nothingYet = <T,>() => ({ subscribe: () => ({ unsubscribe() {} }) }) as unknown as Observable<T>;

/** Recent searches and the posts toggle (one store per tab, persisted in localStorage). */
export const searchStore = (tools: SearchTools): SearchModule.SearchStore => (store ??= tools.createSearchStore());

/** What a 64-hex key or a NIP-05 name is looked up with: the core's profiles, events and names. */
function lookupsOf(core: Core): SearchModule.SearchLookups {
  return {
    hasProfile: async (pubkey) => Boolean(core.profiles.get(pubkey)) || (await core.pool.query([{ kinds: [0], authors: [pubkey], limit: 1 }])).length > 0,
    getEvent: (id) => core.getEvent(id),
    lookupName: (name) => core.names.lookup(name),
  };
}

/** Where the box's text leads (spec 1 §5), with the core's lookups; loads the tools if a fast Enter beat them. */
export function useSearchDestination(): (text: string, scope: SearchModule.SearchScope) => Promise<SearchModule.SearchDestination> {
  const core = useCore();
  return useMemo(() => {
    const lookups = lookupsOf(core);
    return async (text, scope) => (await loadSearchTools()).searchDestination(text, scope, lookups);
  }, [core]);
}
