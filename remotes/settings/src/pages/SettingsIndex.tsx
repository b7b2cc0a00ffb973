import { Link, Page, PageHeader, TextInput } from '@app/ui';
import { useState } from 'react';
import { SECTION_LIST } from '../catalog/settings-sections';
import { LazySettingsSearch } from './lazy-sections';

/** /settings: a search of every setting by name, and links to each settings section. */
export function SettingsIndex() {
  const [query, setQuery] = useState('');
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
        <LazySettingsSearch query={query} />
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
