import type { CurrentUser } from '@app/core';
import { useCore, useObservable } from '@app/ui';
import { NotificationsView } from '../notifications/NotificationsView';
import { SignedInNotifications } from '../notifications/SignedInNotifications';

/** /notifications: the signed-in user's grouped notifications; a hint to sign in otherwise. */
export default function NotificationsPage() {
  const core = useCore();
  const user = useObservable<CurrentUser | null | undefined>(core.session$, undefined);
  if (user === undefined) return <NotificationsView loggedIn />;
  if (user === null) return <NotificationsView loggedIn={false} />;
  return <SignedInNotifications key={user.pubkey} service={core.notifications} />;
}
