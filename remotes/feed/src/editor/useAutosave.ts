import { useEffect, useRef } from 'react';
import { FEED_EDITOR_AUTOSAVE_MS } from '../home/feed-core';

/**
 * Saves `value` 500 ms after its last change (each change restarts the wait). A change still waiting when the
 * component unmounts (e.g. 'Done' or another tab) is saved then, so no edit is lost; discard() drops it
 * (before a reset or delete replaces the feed).
 */
export function useAutosave<T>(value: T, save: (value: T) => void, delayMs = FEED_EDITOR_AUTOSAVE_MS): { discard(): void } {
  const saveRef = useRef(save);
  saveRef.current = save;
  const pending = useRef<{ value: T } | null>(null);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    pending.current = { value };
    const timer = setTimeout(() => {
      if (!pending.current) return;
      pending.current = null;
      saveRef.current(value);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);

  useEffect(
    () => () => {
      if (pending.current) saveRef.current(pending.current.value);
    },
    [],
  );
  return { discard: () => void (pending.current = null) };
}
