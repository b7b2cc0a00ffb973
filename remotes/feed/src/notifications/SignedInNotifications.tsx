import { useState } from 'react';
import type { NotificationGroup, NotificationsService } from '@app/core';
import { useObservable } from '@app/ui';
import type { Observable } from 'rxjs';
import { NotificationsView, PAGE_SIZE } from './NotificationsView';
import { useMarkSeenOnFocus } from './useMarkSeenOnFocus';
import { useOriginalNotes } from './useOriginalNotes';

/** The value a replaying observable holds right now (undefined when none). */
function currentValue<T>(obs$: Observable<T>): T | undefined {
  let value: T | undefined;
  obs$.subscribe((next) => (value = next)).unsubscribe();
  return value;
}

/** The signed-in user's notifications: marks them seen while focused; the ones new to this visit are highlighted. */
export function SignedInNotifications({ service }: { service: NotificationsService }) {
  const groups = useObservable<NotificationGroup[] | undefined>(service.groups$, undefined);
  const outsideNetwork = useObservable<NotificationGroup[]>(service.outsideNetwork$, []);
  const latest = useObservable(service.latest$, 0);
  // Read before this visit marks anything seen (effects run after the first render).
  const [previousSeenAt] = useState(() => currentValue(service.seenAt$) ?? 0);
  const [shown, setShown] = useState(PAGE_SIZE);
  const notes = useOriginalNotes(groups, shown);
  useMarkSeenOnFocus(service.markSeen, latest);
  return <NotificationsView loggedIn groups={groups} outsideNetwork={outsideNetwork} previousSeenAt={previousSeenAt} notes={notes} onShownChange={setShown} />;
}
