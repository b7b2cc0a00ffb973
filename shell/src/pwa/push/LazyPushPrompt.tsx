import { lazy, Suspense } from 'react';
import type { CurrentUser } from '@app/core';
import { ErrorBoundary, useCore, useLocation, useObservable } from '@app/ui';

const PushPrompt = lazy(() => import('./PushPrompt').then((module) => ({ default: module.PushPrompt })));

/** Whether the browser has not been asked yet (cheap: no push code is loaded to know it). */
const permissionUnasked = () => typeof Notification !== 'undefined' && 'serviceWorker' in navigator && Notification.permission === 'default';

/**
 * Spec 1 §4: shown when signed in, the browser's permission is 'default' and the user has not declined; on the
 * notifications page, where it is about what the user is looking at (and shifts no other page's content).
 */
export function LazyPushPrompt() {
  const core = useCore();
  const user = useObservable(core.session$, null as CurrentUser | null);
  const onNotifications = /^\/notifications\/?$/.test(useLocation().pathname);
  if (!onNotifications || !user || user.locked || !permissionUnasked()) return null;
  return <UnlessDeclined />;
}

/** Reads the answer only for a signed-in user (the notification state loads with the signed-in user's notifications). */
function UnlessDeclined() {
  const declined = useObservable(useCore().notifications.declined$, true);
  if (declined) return null;
  return (
    <ErrorBoundary>
      <Suspense fallback={null}>
        <PushPrompt />
      </Suspense>
    </ErrorBoundary>
  );
}
