import { useState, type KeyboardEvent } from 'react';
import type { Parsed } from '../validation/settings-validation';

/** What a field shows while the user edits a saved value. */
export interface ValidatedDraft {
  draft: string;
  error: string | null;
  change: (input: string) => void;
  /** Escape puts the saved value back. */
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** Edits a saved value as text: a valid edit is saved at once, an invalid one stays in the field with its error. */
export function useValidatedDraft<T>(saved: T, format: (value: T) => string, parse: (input: string) => Parsed<T>, onSave: (value: T) => void): ValidatedDraft {
  const [draft, setDraft] = useState(() => format(saved));
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(saved);
  if (!Object.is(saved, shown)) {
    // The saved value changed (our own save or another tab's): the field follows it.
    setShown(saved);
    setDraft(format(saved));
    setError(null);
  }
  const change = (input: string) => {
    setDraft(input);
    const result = parse(input);
    setError(result.ok ? null : result.error);
    if (result.ok && !Object.is(result.value, saved)) onSave(result.value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    setDraft(format(saved));
    setError(null);
  };
  return { draft, error, change, onKeyDown };
}
