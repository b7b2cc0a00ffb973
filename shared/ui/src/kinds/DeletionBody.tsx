import { notePath, type NostrEvent } from '@app/core';
import { Link } from 'react-router';
import { eventIds } from './eventTags';
import { KindMuted, KindStack } from './kindStyles';

/** A deletion request (kind 5): the reason and the events it asks to delete. */
export function DeletionBody({ event }: { event: NostrEvent }) {
  const ids = eventIds(event);
  return (
    <KindStack data-testid="deletion">
      <KindMuted>Deletion request</KindMuted>
      {event.content && <div>{event.content}</div>}
      {ids.slice(0, 10).map((id) => {
        const path = notePath(id);
        return (
          <Link key={id} to={path}>
            {`${path.slice(1, 12)}…${path.slice(-4)}`}
          </Link>
        );
      })}
    </KindStack>
  );
}
