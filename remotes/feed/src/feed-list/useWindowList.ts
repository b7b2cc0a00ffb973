import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Items mounted beyond the viewport on each side… */
export const LIST_OVERSCAN = 5;
/** …except in the list's first paint, which mounts what is on screen and one more; the rest follows after it. */
export const FIRST_PAINT_OVERSCAN = 1;

/** The overscan to use: small until the list's first frame is painted. */
function useOverscan(): number {
  const [overscan, setOverscan] = useState(FIRST_PAINT_OVERSCAN);
  useEffect(() => {
    // A task after the next frame: the first paint is not held up by rows off screen.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setOverscan(LIST_OVERSCAN))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return overscan;
}

/**
 * A window-scrolled virtual list: only the rows near the viewport are mounted; rows measure their real height
 * (measureElement) and keep it by key, so showing new events at the top does not lose measurements.
 */
export function useWindowList(count: number, estimateSize: number, getKey: (index: number) => string) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || list.getClientRects().length === 0) return; // a kept-alive page hidden in the history stack
    const top = list.getBoundingClientRect().top + window.scrollY;
    if (Math.abs(top - scrollMargin) > 1) setScrollMargin(top);
  });
  const overscan = useOverscan();
  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count,
    estimateSize: () => estimateSize,
    overscan,
    // The window's size from the start, so the first render mounts the rows on screen, not just the first one.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    scrollMargin,
    getItemKey: getKey,
    // While the page is hidden (display: none) rows measure 0: keep their last real height instead.
    measureElement: (element, entry, instance) => {
      const size = entry?.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height;
      if (size > 0) return size;
      return instance.measurementsCache[instance.indexFromElement(element)]?.size ?? estimateSize;
    },
  });
  return { listRef, virtualizer, scrollMargin };
}
