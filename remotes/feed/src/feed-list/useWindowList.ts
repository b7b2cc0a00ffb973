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
    const top = listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0;
    if (Math.abs(top - scrollMargin) > 1) setScrollMargin(top);
  });
  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count,
    estimateSize: () => estimateSize,
    overscan: LIST_OVERSCAN,
    scrollMargin,
    getItemKey: getKey,
  });
  return { listRef, virtualizer, scrollMargin };
}
