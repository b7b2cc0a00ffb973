import { useEffect, useState } from 'react';

/**
 * Spec 1 §4: rows newer than the previous seen-at stay highlighted for `ms` once the list is shown (`ready`).
 * Returns the seen-at to compare with while the window is open, null before and after it.
 */
export function useHighlightWindow(previousSeenAt: number | null | undefined, ready: boolean, ms: number): number | null {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!ready) return;
    setOpen(true);
    const timer = setTimeout(() => setOpen(false), ms);
    return () => clearTimeout(timer);
  }, [previousSeenAt, ready, ms]);
  return open && typeof previousSeenAt === 'number' ? previousSeenAt : null;
}
