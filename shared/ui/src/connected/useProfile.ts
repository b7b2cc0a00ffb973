import { useMemo } from 'react';
import type { Profile } from '@app/core';
import { useCore } from '../hooks/useCore';
import { useObservable } from '../hooks/useObservable';

/** The kind-0 profile of a public key; requests from many components are batched by the core. */
export function useProfile(pubkey: string): Profile | undefined {
  const core = useCore();
  const profile$ = useMemo(() => core.profiles.profile$(pubkey), [core, pubkey]);
  return useObservable(profile$, core.profiles.get(pubkey));
}
