import { useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ErrorBoundary, TextInput } from '@app/ui';
import { loadRemotePage, loadedRemotePage } from '../remotes/remote-registry';

/** The props of the search remote's box (`search/SearchBox`). */
interface SearchBoxProps {
  initial?: string;
  label?: string;
  autoFocus?: boolean;
  onDone?: () => void;
}

/**
 * The shell's search box: a plain field (Enter searches posts) until it is pointed at or focused, then the search
 * remote's box with suggestions takes its place, keeping the text and the focus. Without the remote it stays plain.
 */
export function SearchField({ autoFocus, onDone }: Pick<SearchBoxProps, 'autoFocus' | 'onDone'>) {
  const navigate = useNavigate();
  const plain = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [Box, setBox] = useState<ComponentType<SearchBoxProps> | null>(() => loadedRemotePage('search', 'SearchBox') ?? null);
  const [focused, setFocused] = useState(Boolean(autoFocus));
  const loading = useRef(false);

  const upgrade = () => {
    if (Box || loading.current) return;
    loading.current = true;
    loadRemotePage('search', 'SearchBox').then(
      (Loaded) => {
        setFocused(document.activeElement === plain.current || Boolean(autoFocus));
        setBox(() => Loaded);
      },
      () => {}, // the plain field keeps working; the next intent tries again
    ).finally(() => (loading.current = false));
  };

  if (Box) {
    return (
      <ErrorBoundary>
        <Box initial={value} label="Search" autoFocus={focused} onDone={onDone} />
      </ErrorBoundary>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    navigate(text ? `/search/${encodeURIComponent(text)}` : '/search');
    onDone?.();
  };
  return (
    <form role="search" onSubmit={submit}>
      <TextInput ref={plain} type="search" role="combobox" aria-expanded={false} aria-label="Search" placeholder="Search" value={value} autoFocus={autoFocus} onChange={(e) => setValue(e.target.value)} onKeyDown={(e) => e.key === 'Escape' && setValue('')} onFocus={upgrade} onPointerEnter={upgrade} />
    </form>
  );
}
