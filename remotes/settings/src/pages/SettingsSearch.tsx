import { useMemo } from 'react';
import { searchSettings } from '../catalog/search-settings';
import { SettingsSearchResults } from './SettingsSearchResults';

/** The settings that match a query (the fuzzy matcher loads with the first search, not with the settings pages). */
export default function SettingsSearch({ query }: { query: string }) {
  const results = useMemo(() => searchSettings(query), [query]);
  return <SettingsSearchResults query={query} results={results} />;
}
