import { useEffect, useState, type KeyboardEvent } from 'react';
import { TextInput } from '@app/ui';

export interface SearchBoxProps {
  initial: string;
  placeholder: string;
  onSubmit: (query: string) => void;
}

/** Search input: Enter submits the trimmed query; Escape clears it. */
export function SearchBox({ initial, placeholder, onSubmit }: SearchBoxProps) {
  const [value, setValue] = useState(initial);
  useEffect(() => setValue(initial), [initial]);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') onSubmit(value.trim());
    if (event.key === 'Escape') {
      setValue('');
      onSubmit('');
    }
  };
  return (
    <TextInput
      type="search"
      aria-label={placeholder}
      placeholder={placeholder}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}
