import { useRef, useState, type KeyboardEvent } from 'react';
import { profilePath } from '@app/core';
import type { RecentSearch, SearchScope } from '@app/core/search';
import { useCore, useNavigate, useObservable } from '@app/ui';
import { recentOptions, typingOptions, type SearchOption } from './search-options';
import { SearchBoxView } from './SearchBoxView';
import { loadSearchTools, nothingYet, searchStore, useSearchDestination, useSearchTools } from './search-services';
import { useSuggestions } from './useSuggestions';

export interface SearchBoxProps {
  /** Where plain text goes: post search (/search) or people search (/u). */
  scope?: SearchScope;
  /** The text to start with (a search page's query). */
  initial?: string;
  label?: string;
  autoFocus?: boolean;
  /** Called after the box has navigated somewhere (a phone header closes its box). */
  onDone?: () => void;
}

const NO_RECENT = nothingYet<RecentSearch[]>();

/** The one search box (spec 1 §5, §9): suggestions while typing, recent searches, identifiers and names opened. */
export function SearchBox({ scope = 'posts', initial = '', label = 'Search', autoFocus, onDone }: SearchBoxProps) {
  const core = useCore();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initial);
  const [open, setOpen] = useState(Boolean(autoFocus));
  const [active, setActive] = useState(initial.trim() ? 0 : -1);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [used, setUsed] = useState(Boolean(autoFocus));
  // A new query in the address replaces the text (set while rendering: an effect could undo a keystroke typed meanwhile).
  const [shownInitial, setShownInitial] = useState(initial);
  if (initial !== shownInitial) {
    setShownInitial(initial);
    setValue(initial);
  }
  const tools = useSearchTools(used);
  const suggestions = useSuggestions(value, tools);
  const store = tools && searchStore(tools);
  const destinationOf = useSearchDestination();
  const recent = useObservable(store?.recent$ ?? NO_RECENT, store?.get().recentSearches ?? []);
  const showingRecent = !value.trim();
  const options = !tools ? [] : showingRecent ? recentOptions(recent) : typingOptions(value, suggestions.people, scope, tools.classifySearchInput);
  const activeIndex = Math.min(active, options.length - 1);

  const finish = (path: string, state?: unknown) => {
    setOpen(false);
    input.current?.blur();
    navigate(path, state ? { state } : undefined);
    onDone?.();
  };

  async function go(text: string) {
    setError('');
    setBusy(true);
    const destination = await destinationOf(text, scope)
      .catch((failure: Error) => ({ error: failure.message })) // the search code could not load: said, not thrown
      .finally(() => setBusy(false));
    if ('error' in destination) return setError(destination.error);
    const tools = await loadSearchTools();
    const typed = tools.classifySearchInput(text);
    if (typed.type === 'text') searchStore(tools).addRecent({ type: 'text', query: typed.query });
    finish(destination.path, destination.state);
  }

  function choose(option: SearchOption) {
    if (option.kind === 'search') return void go(option.query);
    const entry = option.kind === 'recent' ? option.entry : { type: 'person' as const, ...option.person };
    if (entry.type === 'text') return void go(entry.query);
    store?.addRecent({ type: 'person', pubkey: entry.pubkey, name: entry.name, nip05: entry.nip05, picture: entry.picture });
    setValue('');
    finish(profilePath(entry.pubkey));
  }

  const move = (step: number) => {
    setOpen(true);
    if (options.length) setActive(activeIndex < 0 && step < 0 ? options.length - 1 : (activeIndex + step + options.length) % options.length);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const listShown = open && options.length > 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Tab' && listShown && !event.shiftKey && activeIndex < options.length - 1) {
      event.preventDefault(); // Tab walks the suggestions, then leaves the box
      move(1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = listShown ? options[activeIndex] : undefined;
      if (option) choose(option);
      else void go(value);
    } else if (event.key === 'Escape') {
      setValue('');
      setError('');
      setOpen(false);
    }
  }

  return (
    <SearchBoxView
      inputRef={input}
      label={label}
      value={value}
      autoFocus={autoFocus}
      onChange={(next) => {
        setUsed(true);
        setValue(next);
        setActive(next.trim() ? 0 : -1); // recent searches wait for an arrow key: Enter on an empty box goes to /search
        setError('');
        setOpen(true);
      }}
      onKeyDown={onKeyDown}
      onFocus={() => {
        setUsed(true);
        setOpen(true);
        void loadSearchTools().then((loaded) => loaded.peopleSuggestionsOf(core).prepare()).catch(() => {});
      }}
      onBlur={() => setOpen(false)}
      open={open}
      options={options}
      activeIndex={activeIndex}
      onChoose={choose}
      onHover={setActive}
      resultsFor={suggestions.query}
      showingRecent={showingRecent}
      onClearRecent={() => store?.clearRecent()}
      error={error}
      busy={busy}
    />
  );
}
