import { Link, Page, PageHeader, TextInput } from '@app/ui';
import { useMemo, useState } from 'react';
import { searchSettings } from '../catalog/search-settings';
import { SECTION_LIST } from '../catalog/settings-sections';
import { SettingsSearchResults } from './SettingsSearchResults';

/** /settings: a search of every setting by name, and links to each settings section. */
export function SettingsIndex() {
  const [query, setQuery] = useState('');
  const results = useMemo(() => searchSettings(query), [query]);
  return (
    <Page>
      <PageHeader title="Settings" />
      <div role="search">
        <TextInput
          type="search"
          aria-label="Search settings"
          placeholder="Search settings"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && setQuery('')}
        />
      </div>
      {query.trim() ? (
        <SettingsSearchResults query={query} results={results} />
      ) : (
        <nav aria-label="Settings sections">
          {SECTION_LIST.map((section) => (
            <p key={section.path}>
              <Link to={section.path}>{section.label}</Link> — {section.hint}
            </p>
          ))}
        </nav>
      )}
    </Page>
  );
}
