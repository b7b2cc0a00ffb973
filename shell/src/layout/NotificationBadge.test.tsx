import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { AppThemeProvider } from '@app/ui';
import { UnreadBadge } from './NotificationBadge';

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
