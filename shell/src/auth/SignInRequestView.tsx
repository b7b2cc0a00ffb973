import { Suspense, useCallback, useEffect, useState } from 'react';
import type { SignerStore } from '@app/core';
import { useCore, useObservable } from '@app/ui';
import { DialogLoading } from './DialogLoading';
import { SignInDialog } from './SignInDialog';
import type { AuthRequest } from './SignInHost';

/** The sign-in dialog for one request, once the signer store is in (a spinner in the dialog's frame meanwhile). */
export function SignInRequestView({ request, onClose }: { request: AuthRequest; onClose(): void }) {
  const core = useCore();
  const [store, setStore] = useState<SignerStore | null>(null);
  const relays = useObservable(core.relays.enabledUrls$, [] as string[]);
  useEffect(() => void core.signer().then(setStore), [core]);
  const publishProfile = useCallback((name: string) => import('./publish-new-profile').then((module) => module.publishNewProfile(core, name)), [core]);
  const loading = <DialogLoading title={request.mode === 'sign-up' ? 'Sign up' : 'Sign in'} onClose={onClose} />;
  if (!store) return loading;
  return (
    <Suspense fallback={loading}>
      <SignInDialog actions={store} publishProfile={publishProfile} relays={relays} onClose={onClose} mode={request.mode} reason={request.reason} />
    </Suspense>
  );
}
