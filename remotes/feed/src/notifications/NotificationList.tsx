import styled from '@emotion/styled';
import { useState } from 'react';
import type { NostrEvent, NotificationGroup } from '@app/core';
import { Button } from '@app/ui';
import { NotificationRow } from './NotificationRow';
import { Centered, PAGE_SIZE } from './NotificationsView';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface NotificationListProps {
  groups: NotificationGroup[];
  notes?: ReadonlyMap<string, NostrEvent>;
  /** Rows newer than this (seconds) are highlighted; null: none. */
  highlightAfter: number | null;
  onShownChange?: (count: number) => void;
  now?: number;
  /** The list's accessible name (default 'Notifications'). */
  label?: string;
}

/** The notification rows, PAGE_SIZE at a time with 'Load more'. */
export function NotificationList({ groups, notes, highlightAfter, onShownChange, now, label = 'Notifications' }: NotificationListProps) {
  const [shown, setShown] = useState(PAGE_SIZE);
  const showMore = () => {
    setShown(shown + PAGE_SIZE);
    onShownChange?.(shown + PAGE_SIZE);
  };
  return (
    <>
      <List aria-label={label}>
        {groups.slice(0, shown).map((group) => (
          <NotificationRow
            key={group.key}
            group={group}
            note={group.originalEventId ? notes?.get(group.originalEventId) : undefined}
            highlighted={highlightAfter !== null && group.time > highlightAfter}
            now={now}
          />
        ))}
      </List>
      {groups.length > shown && (
        <Centered>
          <Button variant="secondary" onClick={showMore}>
            Load more
          </Button>
        </Centered>
      )}
    </>
  );
}
