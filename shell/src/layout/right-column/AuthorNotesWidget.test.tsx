import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { BehaviorSubject, NEVER } from 'rxjs';
import { setCore, type Core, type Filter, type NostrEvent } from '@app/core';
import { AppThemeProvider, MemoryRouter } from '@app/ui';
import AuthorNotesWidget from './AuthorNotesWidget';
import { EMPTY_AUTHOR_NOTES_TEXT } from './note-lists';

afterEach(cleanup);

const AUTHOR = 'b'.repeat(64);
const id = (n: number) => n.toString(16).padStart(64, '0');
const note = (n: number, tags: string[][] = []): NostrEvent => ({ id: id(n), pubkey: AUTHOR, kind: 1, created_at: 1_700_000_000 + n, content: `Note number ${n}`, tags, sig: '' });

/** A core whose timelines serve `events` and whose getEvent finds `viewed`. */
function fakeCore(events: NostrEvent[], viewed: NostrEvent | null) {
  const filters: Filter[] = [];
  const core = {
    getEvent: vi.fn(async () => viewed),
    timeline: (filter: Filter) => {
      filters.push(filter);
      const items$ = new BehaviorSubject<NostrEvent[]>([]);
      const loading$ = new BehaviorSubject(false);
      return {
        items$,
        loading$,
        error$: new BehaviorSubject(null),
        hasMore$: new BehaviorSubject(false),
        loadMore: async () => items$.next(events),
        refresh: async () => undefined,
      };
    },
    profiles: { profile$: () => NEVER, get: () => undefined },
  };
  setCore(core as unknown as Core);
  return { core, filters };
}

function renderWidget(note: { id: string; author?: string; relays: string[] }) {
  return render(
    <AppThemeProvider>
      <MemoryRouter>
        <AuthorNotesWidget note={note} />
      </MemoryRouter>
    </AppThemeProvider>,
  );
}

describe('AuthorNotesWidget', () => {
  it("looks the note's author up, then lists their other notes without replies", async () => {
    const { core, filters } = fakeCore([note(1), note(2, [['e', id(9), '', 'reply']]), note(3)], note(3));
    renderWidget({ id: id(3), relays: [] });
    expect(screen.getByRole('status', { name: 'Loading more from this author' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Note number 1' })).toBeTruthy();
    expect(screen.queryByText('Note number 2')).toBeNull();
    expect(screen.queryByText('Note number 3')).toBeNull();
    expect(core.getEvent).toHaveBeenCalledWith(id(3), []);
    expect(filters).toEqual([{ kinds: [1], authors: [AUTHOR] }]);
  });

  it('takes the author from the link, and says when there is nothing else', async () => {
    const { core } = fakeCore([note(3)], null);
    renderWidget({ id: id(3), author: AUTHOR, relays: [] });
    expect(await screen.findByText(EMPTY_AUTHOR_NOTES_TEXT)).toBeTruthy();
    expect(core.getEvent).not.toHaveBeenCalled();
  });

  it('shows nothing when the note cannot be found', async () => {
    const { core } = fakeCore([], null);
    const { container } = renderWidget({ id: id(3), relays: [] });
    await vi.waitFor(() => expect(core.getEvent).toHaveBeenCalled());
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(container.innerHTML).toBe('');
  });
});
