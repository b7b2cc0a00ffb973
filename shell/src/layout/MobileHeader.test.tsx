import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { BehaviorSubject, of } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCore, type Core } from '@app/core';
import { AppThemeProvider } from '@app/ui';
import { MobileHeader } from './MobileHeader';

/** The chat's unread conversations, as @app/core/chat's service gives them to the badge. */
const unread$ = await vi.hoisted(async () => new (await import('rxjs')).BehaviorSubject(0));
vi.mock('@app/core/chat', () => ({ chatOf: () => ({ unreadCount$: unread$ }) }));
// The account's avatar and name are not what this test is about.
vi.mock('../auth/AccountButton', () => ({ AccountButton: () => null }));

const SIGNED_IN = { pubkey: 'a'.repeat(64), method: 'privateKey', locked: false };

function renderHeaderAt(path: string) {
  setCore({ session$: new BehaviorSubject(SIGNED_IN), pool: { status$: of([]) }, notifications: { unread$: of(false) } } as unknown as Core);
  return render(
    <AppThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <MobileHeader />
      </MemoryRouter>
    </AppThemeProvider>,
  );
}

const messagesButton = () => within(screen.getByTestId('mobile-header')).queryByRole('link', { name: 'Messages' });

beforeEach(() => unread$.next(0));
afterEach(cleanup);

describe('MobileHeader messages button (spec 1: on home, with an unread badge)', () => {
  it('shows on Home the number of conversations with unread messages, and no badge once all are read', async () => {
    renderHeaderAt('/');
    expect(messagesButton()).toHaveProperty('href', expect.stringMatching(/\/chats$/));
    act(() => unread$.next(2));
    const badge = await within(messagesButton()!).findByTestId('messages-badge');
    expect(badge.textContent).toBe('2');
    expect(badge.getAttribute('aria-label')).toBe('2 unread conversations');
    act(() => unread$.next(0));
    expect(within(messagesButton()!).queryByTestId('messages-badge')).toBeNull();
  });

  it('has no messages button off Home', () => {
    unread$.next(3);
    renderHeaderAt('/notifications');
    expect(messagesButton()).toBeNull();
  });
});
