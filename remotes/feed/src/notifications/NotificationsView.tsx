import styled from '@emotion/styled';
import { useState } from 'react';
import type { NostrEvent, NotificationGroup } from '@app/core';
import { Button, EmptyState, Page, PageHeader, Spinner } from '@app/ui';
import { NotificationRow } from './NotificationRow';
import { useHighlightWindow } from './useHighlightWindow';

/** Spec 1 §9: 10 shown, +10 per 'Load more'; highlight 10 s. */
export const PAGE_SIZE = 10;
export const HIGHLIGHT_MS = 10_000;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${(p) => p.theme.spacing.xl}px;
`;

export interface NotificationsViewProps {
  /** Not signed in: nothing to show but a hint. */
  loggedIn: boolean;
  /** Newest first; undefined while loading. */
  groups?: NotificationGroup[];
  /** Seen-at (seconds) before this visit: newer rows are highlighted for `highlightMs`. */
  previousSeenAt?: number | null;
  /** The user's notes the groups are about, by id, as they load. */
  notes?: ReadonlyMap<string, NostrEvent>;
  /** When 'Load more' shows more rows (e.g. to load their notes). */
  onShownChange?: (count: number) => void;
  highlightMs?: number;
  /** Fixed "now" in ms for the time labels (stories). */
  now?: number;
}

/** /notifications: grouped notifications, 10 at a time, the new ones highlighted for 10 s. */
export function NotificationsView(props: NotificationsViewProps) {
  return (
    <Page>
      <PageHeader title="Notifications" />
      <NotificationsBody {...props} />
    </Page>
  );
}

function NotificationsBody({ loggedIn, groups, previousSeenAt, notes, onShownChange, highlightMs = HIGHLIGHT_MS, now }: NotificationsViewProps) {
  const [shown, setShown] = useState(PAGE_SIZE);
  const highlightAfter = useHighlightWindow(previousSeenAt, groups !== undefined, highlightMs);
  if (!loggedIn) return <EmptyState title="Sign in to see your notifications" />;
  if (!groups) {
    return (
      <Centered>
        <Spinner label="Loading notifications" />
      </Centered>
    );
  }
  if (groups.length === 0) return <EmptyState title="No notifications yet" />;
  const showMore = () => {
    setShown(shown + PAGE_SIZE);
    onShownChange?.(shown + PAGE_SIZE);
  };
  return (
    <>
      <List aria-label="Notifications">
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
