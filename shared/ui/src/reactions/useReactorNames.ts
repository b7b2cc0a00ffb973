import { displayName, type Core } from '@app/core';
import { useMemo } from 'react';
import { combineLatest, map, of, type Observable } from 'rxjs';
import { useCore } from '@app/ui';
import { useObservable } from '@app/ui';
import { TOOLTIP_NAMES } from './reactionRules';

/** Display names of the first ten people (loaded through the core), then short names of the rest. */
function names$(core: Core, pubkeys: string[]): Observable<string[]> {
  const named = pubkeys.slice(0, TOOLTIP_NAMES);
  const rest = pubkeys.slice(TOOLTIP_NAMES).map((pubkey) => displayName(core.profiles.get(pubkey), pubkey));
  if (named.length === 0) return of(rest);
  return combineLatest(named.map((pubkey) => core.profiles.profile$(pubkey).pipe(map((profile) => displayName(profile, pubkey))))).pipe(
    map((first) => [...first, ...rest]),
  );
}

/** Names for the reaction tooltip, in the order given. */
export function useReactorNames(pubkeys: string[]): string[] {
  const core = useCore();
  const key = pubkeys.join(',');
  const value$ = useMemo(() => names$(core, pubkeys), [core, key]);
  return useObservable(value$, pubkeys.map((pubkey) => displayName(core.profiles.get(pubkey), pubkey)));
}
