import { useEffect } from 'react';

/** Spec 1 §4: while the page has focus, seen-at follows every new notification (`latest`); on focus it is set too. */
export function useMarkSeenOnFocus(markSeen: () => void, latest: number): void {
  useEffect(() => {
    const markIfFocused = () => {
      if (document.visibilityState === 'visible' && document.hasFocus()) markSeen();
    };
    markIfFocused();
    window.addEventListener('focus', markIfFocused);
    return () => window.removeEventListener('focus', markIfFocused);
  }, [markSeen, latest]);
}
