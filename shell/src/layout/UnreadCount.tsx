import styled from '@emotion/styled';
import { useMemo } from 'react';
import { Observable, switchMap } from 'rxjs';
import { whenIdle, type Core } from '@app/core';
import { useCore, useObservable } from '@app/ui';

const Count = styled.span`
  position: absolute;
  top: -6px;
  right: -8px;
  min-width: 16px;
  height: 16px;
  padding: 0 4px;
  box-sizing: border-box;
  border-radius: ${({ theme }) => theme.radius.round}px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.bg};
  font-size: 11px;
  font-weight: 700;
  line-height: 16px;
  text-align: center;
`;

/** The count shown while `count$` is above zero (99+ past 99). */
export function UnreadCount({ count$ }: { count$: Observable<number> }) {
  const count = useObservable(count$, 0);
  if (count <= 0) return null;
  return (
    <Count role="img" aria-label={`${count} unread ${count === 1 ? 'conversation' : 'conversations'}`} data-testid="messages-badge">
      {count > 99 ? '99+' : count}
    </Count>
  );
}

/** Chats with unread messages; the chat entry (and its listener) loads once the page is idle. */
function unreadChats$(core: Core): Observable<number> {
  const chat = new Observable<typeof import('@app/core/chat')>((subscriber) =>
    whenIdle(() => void import('@app/core/chat').then((module) => subscriber.next(module), (error: unknown) => console.warn('Chats could not load', error))),
  );
  return chat.pipe(switchMap(({ chatOf }) => chatOf(core).unreadCount$));
}

/** The signed-in user's badge (its own chunk: a visitor's first load carries none of it). */
export default function SignedInMessagesBadge() {
  const core = useCore();
  const count$ = useMemo(() => unreadChats$(core), [core]);
  return <UnreadCount count$={count$} />;
}
