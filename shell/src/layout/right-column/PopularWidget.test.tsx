import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { BehaviorSubject, NEVER } from 'rxjs';
import { EMPTY_POPULAR_TEXT, POPULAR_HOME_FEED, setCore, type Core, type FeedViewState, type NostrEvent } from '@app/core';
import { AppThemeProvider, MemoryRouter } from '@app/ui';
import PopularWidget from './PopularWidget';

afterEach(cleanup);

const note = (n: number): NostrEvent => ({ id: n.toString(16).padStart(64, '0'), pubkey: 'b'.repeat(64), kind: 1, created_at: 1_700_000_000 + n, content: `Popular ${n}`, tags: [], sig: '' });
const loading: FeedViewState = { events: [], newEventsCount: 0, unknownUsersCount: 0, initialLoadDone: false, hasMore: false };

function fakeCore() {
  const state$ = new BehaviorSubject(loading);
  const dispose = vi.fn();
  const engine = vi.fn(() => ({ state$, dispose, loadMore() {}, showNewEvents() {}, showUnknownUsers() {}, refresh() {} }));
  setCore({ feeds: { engine }, profiles: { profile$: () => NEVER, get: () => undefined } } as unknown as Core);
  return { state$, engine, dispose };
}

const renderWidget = () =>
  render(
    <AppThemeProvider>
      <MemoryRouter>
        <PopularWidget />
      </MemoryRouter>
    </AppThemeProvider>,
  );

describe('PopularWidget', () => {
  it("runs the popular feed's engine while shown: loading, then its top 5 posts", () => {
    const { state$, engine, dispose } = fakeCore();
    const { unmount } = renderWidget();
    expect(engine).toHaveBeenCalledWith(POPULAR_HOME_FEED);
    expect(screen.getByRole('status', { name: 'Loading popular' })).toBeTruthy();
    act(() => state$.next({ ...loading, initialLoadDone: true, events: Array.from({ length: 8 }, (_, n) => note(n)) }));
    expect(screen.getAllByTestId('compact-note')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Popular 0' }).getAttribute('href')).toMatch(/^\/nevent1/);
    unmount();
    expect(dispose).toHaveBeenCalledTimes(1);
  });

  it('says so when the feed found nothing', () => {
    const { state$ } = fakeCore();
    renderWidget();
    act(() => state$.next({ ...loading, initialLoadDone: true }));
    expect(screen.getByText(EMPTY_POPULAR_TEXT)).toBeTruthy();
  });
});
