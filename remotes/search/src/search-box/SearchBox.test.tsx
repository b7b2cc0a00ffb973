import { setCore, type Core, type PersonSuggestion } from '@app/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import * as nip19 from 'nostr-tools/nip19';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppThemeProvider, MemoryRouter, Route, Routes, useLocation } from '@app/ui';
import { SearchBox } from './SearchBox';
import { SuggestionPopup } from './SearchBoxView';
import { loadSearchTools, searchStore } from './search-services';

const key = (n: number) => n.toString(16).padStart(64, '0');
const person = (n: number, name: string, distance = 999): PersonSuggestion => ({ pubkey: key(n), name, nip05: '', picture: '', distance, friendsFollowing: 0, score: 1 });
const PEOPLE = [person(1, 'Jack Dorsey', 2), person(2, 'Jackie'), person(3, 'Bob Jackson')];

/** A core whose graph suggests the fixed people containing the query, knowing one NIP-05 name and no keys. */
async function installCore() {
  setCore({
    profileCache: { load: async () => {}, rows: () => [], onAdd: () => () => {} },
    graph: async () => ({
      indexPeople: async () => 0,
      suggestPeople: async (query: string) => PEOPLE.filter((p) => p.name.toLowerCase().includes(query.toLowerCase())),
    }),
    profiles: { get: () => undefined },
    pool: { query: async () => [] },
    getEvent: async () => null,
    names: { lookup: async (name: string) => (name === 'jack@example.com' ? { pubkey: key(1) } : null) },
  } as unknown as Core);
  const search = searchStore(await loadSearchTools());
  search.clearRecent();
  return search;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + (location.state ? JSON.stringify(location.state) : '')}</output>;
}

function renderBox(props: Parameters<typeof SearchBox>[0] = {}) {
  render(
    <AppThemeProvider>
      <MemoryRouter>
        <SearchBox {...props} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AppThemeProvider>,
  );
  return screen.getByRole('combobox', { name: props.label ?? 'Search' }) as HTMLInputElement;
}

const where = () => screen.getByTestId('where').textContent;
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

// The rows (with avatars) are a lazy chunk: in before the box renders, as after its first use.
beforeAll(async () => {
  await SuggestionPopup.preload();
});
afterEach(cleanup);

describe('SearchBox', () => {
  it('suggests people while typing, the named one first, and Enter opens the profile', async () => {
    const search = await installCore();
    const box = renderBox();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'jack' } });
    await waitFor(() => expect(optionNames()).toHaveLength(4));
    expect(optionNames()[0]).toContain('Jack Dorsey');
    expect(optionNames()[0]).toContain('2nd');
    expect(optionNames()[3]).toBe('Search posts for “jack”');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(where()).toBe(`/${nip19.npubEncode(key(1))}`);
    expect(search.get().recentSearches).toEqual([{ type: 'person', pubkey: key(1), name: 'Jack Dorsey', nip05: '', picture: '' }]);
  });

  it('moves with arrow keys and Tab, and chooses the highlighted row', async () => {
    await installCore();
    const box = renderBox();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'jack' } });
    await waitFor(() => expect(optionNames()).toHaveLength(4));
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Tab' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    const selected = screen.getByRole('option', { selected: true });
    expect(selected.textContent).toContain('Jackie');
    expect(box.getAttribute('aria-activedescendant')).toBe(selected.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(where()).toBe(`/${nip19.npubEncode(key(2))}`);
  });

  it('searches posts for text no name starts with, and remembers it', async () => {
    const search = await installCore();
    const box = renderBox();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '  son  ' } });
    await waitFor(() => expect(optionNames()).toEqual(['Search posts for “son”', expect.stringContaining('Bob Jackson')]));
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(where()).toBe('/search/son'));
    expect(search.get().recentSearches).toEqual([{ type: 'text', query: 'son' }]);
  });

  it('opens a pasted npub, resolves a NIP-05 name, and says when a name leads nowhere', async () => {
    await installCore();
    const box = renderBox();
    fireEvent.change(box, { target: { value: `nostr:${nip19.npubEncode(key(3))}` } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(where()).toBe(`/${nip19.npubEncode(key(3))}`));
    fireEvent.change(box, { target: { value: 'jack@example.com' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(where()).toBe(`/${nip19.npubEncode(key(1))}`));
    fireEvent.change(box, { target: { value: 'nobody@example.com' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toBe('Could not find nobody@example.com');
  });

  it('sends a lightning: invoice to the wallet with the invoice in navigation state', async () => {
    await installCore();
    const box = renderBox();
    fireEvent.change(box, { target: { value: 'lightning:lnbc1example' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(where()).toBe('/wallet{"invoice":"lnbc1example"}'));
  });

  it('shows recent searches when focused and empty, and Escape clears the box', async () => {
    const search = await installCore();
    search.addRecent({ type: 'text', query: 'coffee' });
    search.addRecent({ type: 'person', pubkey: key(1), name: 'Jack Dorsey', nip05: 'jack', picture: '' });
    const box = renderBox({ scope: 'people', label: 'Search people' });
    fireEvent.focus(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(within(screen.getByRole('listbox', { name: 'Recent searches' })).getAllByRole('option')).toHaveLength(2);
    expect(optionNames()).toEqual([expect.stringContaining('Jack Dorsey'), 'coffee']);
    fireEvent.keyDown(box, { key: 'Enter' }); // nothing highlighted: an empty box goes back to /search
    await waitFor(() => expect(where()).toBe('/search'));
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'jac' } });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.value).toBe('');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(box);
    act(() => screen.getByRole('button', { name: 'Clear' }).click());
    expect(search.get().recentSearches).toEqual([]);
  });
});
