import { useMemo } from 'react';
import { map } from 'rxjs';
import { useCore } from './useCore';
import { useObservable } from './useObservable';

/** The signed-in user's public key: null when logged out, undefined while the session loads. */
export function useSessionPubkey(): string | null | undefined {
  const core = useCore();
  const pubkey$ = useMemo(() => core.session$.pipe(map((user) => user?.pubkey ?? null)), [core]);
  return useObservable<string | null | undefined>(pubkey$, undefined);
}
