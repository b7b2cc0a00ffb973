import { useEffect, useState } from 'react';
import type { PersonSuggestion } from '@app/core';
import { useCore } from '@app/ui';
import type { SearchTools } from './search-services';

export interface Suggestions {
  /** The query these people were ranked for (the previous query's people stay shown until the next answer). */
  query: string;
  people: PersonSuggestion[];
}

const NONE: Suggestions = { query: '', people: [] };

/** People suggested for the typed text, from the index beside the social graph (off the main thread); the newest answer wins. */
export function useSuggestions(value: string, tools: SearchTools | null): Suggestions {
  const core = useCore();
  const [result, setResult] = useState<Suggestions>(NONE);
  const query = value.trim();
  useEffect(() => {
    if (!query || !tools) return setResult(NONE);
    let current = true;
    tools.peopleSuggestionsOf(core).suggest(query).then(
      (people) => current && setResult({ query, people }),
      () => current && setResult({ query, people: [] }),
    );
    return () => {
      current = false;
    };
  }, [core, query, tools]);
  return result;
}
