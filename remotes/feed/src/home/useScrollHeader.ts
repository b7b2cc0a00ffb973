import { useEffect, useState } from 'react';
import { headerFade, nextHeaderOffset } from './header-rules';

export interface ScrollHeaderState {
  /** Pixels the mobile header is moved up (0–80). */
  hiddenOffset: number;
  /** 0 shows the app name, 1 the feed name. */
  fade: number;
}

/** Follows the window's scroll for the mobile header: hide on scroll down, show on scroll up, fade by position. */
export function useScrollHeader(): ScrollHeaderState {
  const [state, setState] = useState<ScrollHeaderState>({ hiddenOffset: 0, fade: 0 });
  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const delta = y - lastY;
      lastY = y;
      setState((prev) => ({ hiddenOffset: y <= 0 ? 0 : nextHeaderOffset(prev.hiddenOffset, delta), fade: headerFade(y) }));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return state;
}
