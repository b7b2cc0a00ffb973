import { useEffect, useState } from 'react';

/** Spec 1 §9: the phone's header hides on scroll down by up to 80 px, and on Home fades from the app name over as much. */
export const HEADER_HIDE_PX = 80;

/** The header's hidden offset after a scroll by deltaY (down positive): grows on scroll down, shrinks on scroll up. */
export function nextHeaderOffset(offset: number, deltaY: number): number {
  return Math.min(HEADER_HIDE_PX, Math.max(0, offset + deltaY));
}

/** Home's header fades from the app logo and name to the feed's name over the first 80 px of scroll (0 → 1). */
export function headerFade(scrollY: number): number {
  return Math.min(1, Math.max(0, scrollY / HEADER_HIDE_PX));
}

export interface ScrollHeaderState {
  /** Pixels the header is moved up (0–80). */
  hiddenOffset: number;
  /** 0 shows the app name, 1 the page's title. */
  fade: number;
}

const AT_REST: ScrollHeaderState = { hiddenOffset: 0, fade: 0 };

/**
 * Follows the window's scroll while `enabled` (the phone's layout): hide on scroll down, show on scroll up, fade by
 * position. Past the first 80 px a scroll changes nothing, and renders nothing.
 */
export function useScrollHeader(enabled: boolean): ScrollHeaderState {
  const [state, setState] = useState<ScrollHeaderState>(AT_REST);
  useEffect(() => {
    if (!enabled) return setState(AT_REST);
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const delta = y - lastY;
      lastY = y;
      setState((prev) => {
        const next = { hiddenOffset: y <= 0 ? 0 : nextHeaderOffset(prev.hiddenOffset, delta), fade: headerFade(y) };
        return next.hiddenOffset === prev.hiddenOffset && next.fade === prev.fade ? prev : next;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return state;
}

/** True while the window is narrower than `minWidth` (the phone's layout), following resizes. */
export function useNarrowerThan(minWidth: number): boolean {
  const query = `(max-width: ${minWidth - 0.02}px)`;
  const [narrow, setNarrow] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(query);
    const update = () => setNarrow(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return narrow;
}
