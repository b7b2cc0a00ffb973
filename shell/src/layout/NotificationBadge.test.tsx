import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { BehaviorSubject, Observable } from 'rxjs';
import { setCore, type Core } from '@app/core';
import { AppThemeProvider } from '@app/ui';
import { NotificationBadge, UnreadBadge } from './NotificationBadge';

afterEach(cleanup);

describe('UnreadBadge', () => {
  it('shows the dot while unread, and hides it once seen', () => {
    const unread$ = new BehaviorSubject(false);
    render(
      <AppThemeProvider>
        <UnreadBadge unread$={unread$} />
      </AppThemeProvider>,
    );
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
    act(() => unread$.next(true));
    expect(screen.getByRole('img', { name: 'New notifications' }).dataset.testid).toBe('notifications-badge');
    act(() => unread$.next(false));
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
  });
});

describe('NotificationBadge', () => {
  /** A core with a session and a notifications service that counts its subscribers. */
  function coreWith(session$: BehaviorSubject<{ pubkey: string } | null>) {
    const subscribers = { count: 0 };
    const unread$ = new Observable<boolean>((subscriber) => {
      subscribers.count += 1;
      subscriber.next(true);
    });
    setCore({ session$, notifications: { unread$ } } as unknown as Core);
    return subscribers;
  }

  it("never asks a visitor's notifications service (it is not downloaded), and shows the dot once signed in", () => {
    const session$ = new BehaviorSubject<{ pubkey: string } | null>(null);
    const subscribers = coreWith(session$);
    render(
      <AppThemeProvider>
        <NotificationBadge />
      </AppThemeProvider>,
    );
    expect(subscribers.count).toBe(0);
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
    act(() => session$.next({ pubkey: 'a'.repeat(64) }));
    expect(subscribers.count).toBe(1);
    expect(screen.getByRole('img', { name: 'New notifications' }).dataset.testid).toBe('notifications-badge');
  });
});
