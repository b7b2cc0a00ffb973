import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a 'Copied' confirmation stays, in ms. */
export const COPIED_FLAG_MS = 2000;

/**
 * Copies text to the clipboard; `copied` is true for COPIED_FLAG_MS after a successful copy.
 * A refused copy is only logged.
 */
export function useCopyFlag(durationMs = COPIED_FLAG_MS): { copied: boolean; copy(text: string): Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
      } catch (error) {
        console.warn('Copy to clipboard failed', error);
        return;
      }
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), durationMs);
    },
    [durationMs],
  );
  return { copied, copy };
}
