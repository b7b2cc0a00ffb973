import styled from '@emotion/styled';
import type { NostrEvent, NotificationGroup } from '@app/core';
import { EmptyState, Page, PageHeader, Spinner, lazyComponent } from '@app/ui';
import type { NotificationListProps } from './NotificationList';
import { useHighlightWindow } from './useHighlightWindow';
import { OutsideNetwork } from './OutsideNetwork';

/** Spec 1 §9: 10 shown, +10 per 'Load more'; highlight 10 s. */
export const PAGE_SIZE = 10;
export const HIGHLIGHT_MS = 10_000;

export const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${(p) => p.theme.spacing.xl}px;
`;

function LoadingNotifications() {
  return (
    <Centered>
      <Spinner label="Loading notifications" />
    </Centered>
  );
}

/**
 * The rows (and with them the Nostr components of @app/ui/nostr) load when there is something to list: a visitor's
 * /notifications, a sign-in hint, does not download them.
 */
export const NotificationList = lazyComponent<NotificationListProps>(
  () => import('./NotificationList').then((module) => module.NotificationList),
  LoadingNotifications,
);

export interface NotificationsViewProps {
  /** Not signed in: nothing to show but a hint. */
  loggedIn: boolean;
  /** Newest first; undefined while loading. */
  groups?: NotificationGroup[];
  /** Seen-at (seconds) before this visit: newer rows are highlighted for `highlightMs`. */
  previousSeenAt?: number | null;
  /** The user's notes the groups are about, by id, as they load. */
  notes?: ReadonlyMap<string, NostrEvent>;
  /** Replies and mentions from beyond the follow distance, kept out of `groups` (shown on demand). */
  outsideNetwork?: NotificationGroup[];
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

function NotificationsBody({ loggedIn, groups, outsideNetwork = [], previousSeenAt, notes, onShownChange, highlightMs = HIGHLIGHT_MS, now }: NotificationsViewProps) {
  const highlightAfter = useHighlightWindow(previousSeenAt, groups !== undefined, highlightMs);
  if (!loggedIn) return <EmptyState title="Sign in to see your notifications" />;
  if (!groups) return <LoadingNotifications />;
  return (
    <>
      <OutsideNetwork groups={outsideNetwork} now={now} />
      {groups.length === 0 ? (
        <EmptyState title="No notifications yet" />
      ) : (
        <NotificationList groups={groups} notes={notes} highlightAfter={highlightAfter} onShownChange={onShownChange} now={now} />
      )}
    </>
  );
}
