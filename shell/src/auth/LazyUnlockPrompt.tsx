import { lazy, Suspense } from 'react';
import { ErrorBoundary, useCore, useObservable } from '@app/ui';
import type { CurrentUser } from '@app/core';

const UnlockPrompt = lazy(() => import('./UnlockPrompt').then((module) => ({ default: module.UnlockPrompt })));

/** The unlock bar, whose code loads only when a locked key (NIP-49, after a reload) asks for it. */
export function LazyUnlockPrompt() {
  const core = useCore();
  const user = useObservable(core.session$, null as CurrentUser | null);
  if (!user?.locked) return null;
  return (
    <ErrorBoundary>
      {/* A bar above the page: nothing while its few lines of code arrive, the page stays readable meanwhile. */}
      <Suspense fallback={null}>
        <UnlockPrompt />
      </Suspense>
    </ErrorBoundary>
  );
}
