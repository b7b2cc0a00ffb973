import styled from '@emotion/styled';
import { useCore, useObservable } from '@app/ui';
import { useSessionPubkey } from '@app/ui';
import type { Observable } from 'rxjs';

/** Wraps a nav icon so the unread dot sits on its top-right corner. */
export const BadgeAnchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Dot = styled.span`
  position: absolute;
  top: -2px;
  right: -2px;
  width: 10px;
  height: 10px;
  border-radius: ${({ theme }) => theme.radius.round}px;
  background: ${({ theme }) => theme.colors.accent};
  border: 2px solid ${({ theme }) => theme.colors.bg};
  box-sizing: content-box;
`;

/** The dot shown while `unread$` is true. */
export function UnreadBadge({ unread$ }: { unread$: Observable<boolean> }) {
  const unread = useObservable(unread$, false);
  if (!unread) return null;
  return <Dot role="img" aria-label="New notifications" data-testid="notifications-badge" />;
}

function SignedInBadge() {
  return <UnreadBadge unread$={useCore().notifications.unread$} />;
}

/**
 * Spec 1 §4 badge on the Notifications item: signed in and a notification newer than seen-at. A visitor's page never
 * subscribes, so it never downloads the notifications service.
 */
export function NotificationBadge() {
  return useSessionPubkey() ? <SignedInBadge /> : null;
}
