import styled from '@emotion/styled';
import { displayName, shortNpub, type Profile } from '@app/core';
import { useEffect, useState } from 'react';
import { parseAuthor } from '../home/feed-core';
import { Chip, Chips, Fieldset, Hint } from './editor-styles';
import { EntryField } from './EntryField';

/** Spec 1 §9: user search shows up to 10 matches. */
export const USER_SEARCH_RESULTS = 10;
const SEARCH_DEBOUNCE_MS = 300;

const Results = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & button {
    width: 100%;
    padding: ${(p) => p.theme.spacing.xs}px ${(p) => p.theme.spacing.sm}px;
    font: inherit;
    text-align: left;
    color: ${(p) => p.theme.colors.text};
    background: none;
    border: none;
    cursor: pointer;
  }
  & button:hover {
    background: ${(p) => p.theme.colors.surfaceRaised};
  }
`;

export function usersSelectedLabel(count: number): string {
  return count === 1 ? '1 user selected' : `${count} users selected`;
}

export interface UserPickerProps {
  legend: string;
  pubkeys: string[];
  onChange(pubkeys: string[]): void;
  searchPeople(query: string, limit: number): Promise<Profile[]>;
}

function usePeopleSearch(query: string, search: UserPickerProps['searchPeople']): Profile[] {
  const [results, setResults] = useState<Profile[]>([]);
  useEffect(() => {
    const text = query.trim();
    if (text === '' || parseAuthor(text, () => {}) || text.startsWith('npub1')) {
      setResults([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      search(text, USER_SEARCH_RESULTS).then(
        (found) => live && setResults(found.slice(0, USER_SEARCH_RESULTS)),
        () => live && setResults([]),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, search]);
  return results;
}

/** Users by npub (decoded; an invalid one is logged and ignored), 64-hex key, or a name search (10 matches). */
export function UserPicker({ legend, pubkeys, onChange, searchPeople }: UserPickerProps) {
  const [query, setQuery] = useState('');
  const results = usePeopleSearch(query, searchPeople);
  const add = (pubkey: string) => !pubkeys.includes(pubkey) && onChange([...pubkeys, pubkey]);
  const confirm = (text: string) => {
    const pubkey = parseAuthor(text, console.warn);
    if (pubkey) add(pubkey);
    setQuery('');
  };
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Hint>{usersSelectedLabel(pubkeys.length)}</Hint>
      <Chips>
        {pubkeys.map((pubkey) => (
          <Chip key={pubkey}>
            {shortNpub(pubkey)}
            <button type="button" aria-label={`Remove ${shortNpub(pubkey)}`} onClick={() => onChange(pubkeys.filter((p) => p !== pubkey))}>
              ×
            </button>
          </Chip>
        ))}
      </Chips>
      <EntryField label="User" placeholder="npub, hex key or name" onConfirm={confirm} onTextChange={setQuery} />
      {results.length > 0 && (
        <Results aria-label="Matching users">
          {results.map((profile) => (
            <li key={profile.pubkey}>
              <button type="button" onClick={() => add(profile.pubkey)}>
                {displayName(profile, profile.pubkey)}
              </button>
            </li>
          ))}
        </Results>
      )}
    </Fieldset>
  );
}
