import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { TextInput, useNavigate } from '@app/ui';
import type { SearchBoxProps } from './SearchBox';
import { useSearchDestination } from './search-services';

let loaded: ComponentType<SearchBoxProps> | null = null;
const loadSearchBox = () => import('./SearchBox').then((module) => (loaded = module.SearchBox));

/**
 * A search page's box: a plain field until it is pointed at or focused, then the full box (suggestions, recent
 * searches) in its place with the text and the focus, so the page's first load carries none of that code.
 */
export function SearchBoxLoader(props: SearchBoxProps) {
  const { scope = 'posts', initial = '', label = 'Search' } = props;
  const navigate = useNavigate();
  const destinationOf = useSearchDestination();
  const plain = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initial);
  const [Box, setBox] = useState<ComponentType<SearchBoxProps> | null>(() => loaded);
  const [focused, setFocused] = useState(false);
  useEffect(() => setValue(initial), [initial]);

  const upgrade = () => {
    if (Box) return;
    loadSearchBox().then(
      (Loaded) => {
        setFocused(document.activeElement === plain.current);
        setBox(() => Loaded);
      },
      () => {}, // the plain field still searches; the next intent tries again
    );
  };
  if (Box) return <Box {...props} initial={value} autoFocus={focused || props.autoFocus} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const destination = await destinationOf(value, scope);
    if ('path' in destination) navigate(destination.path, destination.state ? { state: destination.state } : undefined);
  };
  return (
    <form role="search" onSubmit={submit}>
      <TextInput ref={plain} type="search" role="combobox" aria-expanded={false} aria-label={label} placeholder={label} value={value} onChange={(event) => setValue(event.target.value)} onFocus={upgrade} onPointerEnter={upgrade} />
    </form>
  );
}
