import { useMemo } from 'react';
import type { Profile } from '@app/core';
import { useCore } from '@app/ui';
import { useObservable } from '@app/ui';

/**
 * The kind-0 profile of a public key; requests from many components are batched by the core. `hints` (an
 * nprofile's relays) are asked for it at once as well.
 */
export function useProfile(pubkey: string, hints: readonly string[] = []): Profile | undefined {
  const core = useCore();
  const hintList = hints.join(' ');
  const profile$ = useMemo(() => core.profiles.profile$(pubkey, hintList ? hintList.split(' ') : []), [core, pubkey, hintList]);
  return useObservable(profile$, core.profiles.get(pubkey));
}
