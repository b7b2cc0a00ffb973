import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { ErrorBoundary, useCore } from '@app/ui';
import type { KeysRequest } from './KeysRequests';

const KeysRequests = lazy(() => import('./KeysRequests'));

/**
 * Hosts what only the shell may do for a page (the settings' Account page): show or export the local key
 * ('account:keys') and log out ('auth:logout', with the unsaved-key warning first). Only the listening is in the
 * first load; what a request needs comes with the first request.
 */
export function KeysHost() {
  const core = useCore();
  const [request, setRequest] = useState<KeysRequest | null>(null);
  useEffect(() => {
    const subscriptions = [core.bus.on('account:keys').subscribe((event) => setRequest(event.action)), core.bus.on('auth:logout').subscribe(() => setRequest('logout'))];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [core]);
  const close = useCallback(() => setRequest(null), []);
  if (!request) return null;
  return (
    <ErrorBoundary>
      <Suspense fallback={null}>
        <KeysRequests request={request} onClose={close} />
      </Suspense>
    </ErrorBoundary>
  );
}
