import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { TextInput } from '@app/ui';

/** The right column's search box: a post search for the typed text. */
export function SearchWidget() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    navigate(trimmed ? `/search/${encodeURIComponent(trimmed)}` : '/search');
  };
  return (
    <form role="search" onSubmit={submit}>
      <TextInput aria-label="Search" placeholder="Search" value={query} onChange={(e) => setQuery(e.target.value)} onKeyDown={(e) => e.key === 'Escape' && setQuery('')} />
    </form>
  );
}
