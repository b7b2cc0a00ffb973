import { setCore, type Core, type NotificationGroup, type NotificationsService } from '@app/core';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { BehaviorSubject, of } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../shared/ui/src/testing/renderWithApp';
import { mixedGroups, myNote } from './notificationFixtures';
import { NotificationList } from './NotificationsView';
import { SignedInNotifications } from './SignedInNotifications';

/** A notifications service whose state the test sets; markSeen moves seen-at to the latest like the core does. */
function fakeService(groups: NotificationGroup[], seenAt: number) {
  const latest$ = new BehaviorSubject(groups[0]?.time ?? 0);
  const seenAt$ = new BehaviorSubject(seenAt);
  const markSeen = vi.fn(() => seenAt$.next(latest$.value));
  const service = { groups$: of(groups), outsideNetwork$: of([]), latest$, seenAt$, unread$: of(false), markSeen, declined$: of(false), setDeclined: () => {}, reset: () => seenAt$.next(0), dispose: () => {} };
  return service satisfies NotificationsService;
}

// The rows are a lazy chunk (NotificationList): loaded first, they render with the page, as after the first visit.
beforeAll(async () => {
  await NotificationList.preload();
});
setCore({ profiles: { profile$: () => of(undefined), get: () => undefined }, getEvent: async () => myNote } as unknown as Core);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const highlightedRows = () => screen.getAllByTestId('notification-row').filter((row) => row.dataset.highlighted === 'true');

describe('signed-in notifications page', () => {
  it('marks seen at once when focused, still highlighting what was new before this visit', async () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const service = fakeService(mixedGroups, mixedGroups[2].time);
    renderWithApp(<SignedInNotifications service={service} />);

    expect(service.markSeen).toHaveBeenCalled();
    expect(highlightedRows()).toHaveLength(2);
    expect(await screen.findAllByRole('link', { name: myNote.content })).not.toHaveLength(0);
  });

  it('waits for focus before marking seen', async () => {
    const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const service = fakeService(mixedGroups, 0);
    renderWithApp(<SignedInNotifications service={service} />);
    expect(service.markSeen).not.toHaveBeenCalled();

    hasFocus.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(service.markSeen).toHaveBeenCalledTimes(1));
    expect(highlightedRows()).toHaveLength(mixedGroups.length);
  });
});
