import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';

/** Items mounted beyond the viewport on each side. */
export const LIST_OVERSCAN = 5;

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
  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count,
    estimateSize: () => estimateSize,
    overscan: LIST_OVERSCAN,
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
