import { describe, expect, it } from 'vitest';
import type { PersonSuggestion } from '@app/core';
import { classifySearchInput } from '@app/core/search';
import { distanceLabel } from './distance-label';
import { recentOptions, searchLabel, typingOptions } from './search-options';

const person = (name: string, nip05 = ''): PersonSuggestion => ({ pubkey: name.padEnd(64, '0').slice(0, 64), name, nip05, picture: '', distance: 2, friendsFollowing: 0, score: 1 });

describe('typingOptions', () => {
  it('puts a person whose name starts with the query before the text search', () => {
    const options = typingOptions(' jack ', [person('Jack Dorsey'), person('Bob Jackson')], 'posts', classifySearchInput);
    expect(options.map((option) => option.kind)).toEqual(['person', 'person', 'search']);
    expect(options[2]).toMatchObject({ kind: 'search', query: 'jack' });
  });

  it('puts the text search first when no name starts with the query', () => {
    expect(typingOptions('son', [person('Bob Jackson')], 'people', classifySearchInput).map((option) => option.kind)).toEqual(['search', 'person']);
    expect(typingOptions('zap', [], 'posts', classifySearchInput)).toEqual([{ kind: 'search', id: 'search-posts', query: 'zap', scope: 'posts', label: 'Search posts for “zap”' }]);
  });

  it('counts a NIP-05 name starting with the query as named', () => {
    expect(typingOptions('ali', [person('Someone', 'alice')], 'posts', classifySearchInput)[0].kind).toBe('person');
  });

  it('has no rows for an empty query', () => {
    expect(typingOptions('   ', [person('Jack')], 'posts', classifySearchInput)).toEqual([]);
  });
});

describe('search rows and recent rows', () => {
  it('say what Enter on the typed text does', () => {
    expect(searchLabel('a b', 'posts', classifySearchInput)).toBe('Search posts for “a b”');
    expect(searchLabel('alice', 'people', classifySearchInput)).toBe('Search people for “alice”');
    expect(searchLabel('alice@example.com', 'posts', classifySearchInput)).toBe('Open “alice@example.com”');
    expect(searchLabel('lightning:lnbc1', 'posts', classifySearchInput)).toBe('Pay this invoice in the wallet');
  });

  it('put an identifier\'s row first even when a name starts with it', () => {
    expect(typingOptions('alice@example.com', [person('alice@example.com fan')], 'posts', classifySearchInput)[0].kind).toBe('search');
  });

  it('list recent searches in order', () => {
    expect(recentOptions([{ type: 'text', query: 'x' }, { type: 'text', query: 'y' }]).map((option) => option.id)).toEqual(['recent-0', 'recent-1']);
  });
});

describe('distanceLabel', () => {
  it('names the follow distance', () => {
    expect([0, 1, 2, 3, 4, 11, 12, 22, 999, 1000].map(distanceLabel)).toEqual(['You', 'Following', '2nd', '3rd', '4th', '11th', '12th', '22nd', null, null]);
  });
});
