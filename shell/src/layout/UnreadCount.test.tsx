import { act, cleanup, render, screen } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { AppThemeProvider } from '@app/ui';
import { UnreadCount } from './UnreadCount';

afterEach(cleanup);

describe('UnreadCount (the messages badge)', () => {
  it('counts conversations with unread messages and disappears when all are seen', () => {
    const count$ = new BehaviorSubject(0);
    render(
      <AppThemeProvider>
        <UnreadCount count$={count$} />
      </AppThemeProvider>,
    );
    expect(screen.queryByTestId('messages-badge')).toBeNull();
    act(() => count$.next(2));
    expect(screen.getByRole('img', { name: '2 unread conversations' }).textContent).toBe('2');
    act(() => count$.next(120));
    expect(screen.getByRole('img', { name: '120 unread conversations' }).textContent).toBe('99+');
    act(() => count$.next(0));
    expect(screen.queryByTestId('messages-badge')).toBeNull();
  });
});
