import { useEffect, useState } from 'react';
import type { NostrEvent, NotificationGroup } from '@app/core';
import { useCore } from '@app/ui';
import { quotesOwnEvent } from './notificationText';

/** The user's notes that the first `count` groups are about (likes, reposts, zaps), loaded once each. */
export function useOriginalNotes(groups: NotificationGroup[] | undefined, count: number): ReadonlyMap<string, NostrEvent> {
  const core = useCore();
  const [notes, setNotes] = useState<ReadonlyMap<string, NostrEvent>>(() => new Map());
  const [requested] = useState(() => new Set<string>());
  useEffect(() => {
    let active = true;
    const ids = (groups ?? []).slice(0, count).flatMap((group) => (!quotesOwnEvent(group) && group.originalEventId ? [group.originalEventId] : []));
    for (const id of ids.filter((each) => !requested.has(each))) {
      requested.add(id);
      core.getEvent(id).then(
        (event) => active && event && setNotes((known) => new Map(known).set(id, event)),
        (error: unknown) => console.warn('Could not load the note of a notification', id, error),
      );
    }
    return () => {
      active = false;
    };
  }, [core, groups, count, requested]);
  return notes;
}
