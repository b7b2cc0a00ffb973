import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { AppEvent, CurrentUser, SignerStore } from '@app/core';
import { ErrorBoundary, useCore, useObservable } from '@app/ui';
import { DialogLoading } from './DialogLoading';
import { SignInDialog } from './sign-in-loader';

type AuthRequest = Extract<AppEvent, { type: 'auth:request' }>;

/**
 * Hosts the sign-in dialog for whoever asks on the bus: the Sign up button, or a visitor's Reply, Like, Repost, Zap
 * or Follow (with the reason). Kept open across the login itself: a new account's backup step follows it.
 */
export function SignInHost() {
  const core = useCore();
  const [request, setRequest] = useState<AuthRequest | null>(null);
  const [store, setStore] = useState<SignerStore | null>(null);
  const relays = useObservable(core.relays.enabledUrls$, [] as string[]);
  const user = useRef<CurrentUser | null>(null);
  user.current = useObservable(core.session$, null as CurrentUser | null);
  useEffect(() => {
    const subscription = core.bus.on('auth:request').subscribe((next) => {
      if (!user.current) setRequest(next); // a signed-in user has nothing to sign in to
    });
    return () => subscription.unsubscribe();
  }, [core]);
  useEffect(() => {
    if (request && !store) void core.signer().then(setStore);
  }, [core, request, store]);
  const close = useCallback(() => setRequest(null), []);
  const publishProfile = useCallback((name: string) => import('./publish-new-profile').then((module) => module.publishNewProfile(core, name)), [core]);
  if (!request) return null;
  const title = request.mode === 'sign-up' ? 'Sign up' : 'Sign in';
  const loading = <DialogLoading title={title} onClose={close} />;
  return (
    <ErrorBoundary>
      <Suspense fallback={loading}>
        {store ? (
          <SignInDialog actions={store} publishProfile={publishProfile} relays={relays} onClose={close} mode={request.mode} reason={request.reason} />
        ) : (
          loading
        )}
      </Suspense>
    </ErrorBoundary>
  );
}
