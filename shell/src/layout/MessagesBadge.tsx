import { lazy, Suspense, type ComponentType } from 'react';
import { useSessionPubkey } from '@app/ui';

/** Its own chunk (a visitor's first load carries none of it); a chunk that fails to load shows no badge. */
const SignedInMessagesBadge = lazy<ComponentType>(() => import('./UnreadCount').catch(() => ({ default: () => null })));

/** Spec 1 §4 chat unread on the Messages item and the phone header's messages button; visitors load nothing. */
export function MessagesBadge() {
  if (!useSessionPubkey()) return null;
  return (
    <Suspense fallback={null}>
      <SignedInMessagesBadge />
    </Suspense>
  );
}
