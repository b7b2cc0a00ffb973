import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppEvent, CurrentUser } from '@app/core';
import { ErrorBoundary, useCore, useObservable } from '@app/ui';
import { SignInRequestView } from './sign-in-loader';

export type AuthRequest = Extract<AppEvent, { type: 'auth:request' }>;

/**
 * Hosts the sign-in dialog for whoever asks on the bus: the Sign up button, or a visitor's Reply, Like, Repost, Zap
 * or Follow (with the reason). Kept open across the login itself: a new account's backup step follows it. Only the
 * listening is in the first load; the dialog and its forms load with the first request (or a Sign up hover).
 */
export function SignInHost() {
  const core = useCore();
  const [request, setRequest] = useState<AuthRequest | null>(null);
  const user = useRef<CurrentUser | null>(null);
  user.current = useObservable(core.session$, null as CurrentUser | null);
  useEffect(() => {
    const subscription = core.bus.on('auth:request').subscribe((next) => {
      if (!user.current) setRequest(next); // a signed-in user has nothing to sign in to
    });
    return () => subscription.unsubscribe();
  }, [core]);
  const close = useCallback(() => setRequest(null), []);
  if (!request) return null;
  return (
    <ErrorBoundary>
      <SignInRequestView request={request} onClose={close} />
    </ErrorBoundary>
  );
}
