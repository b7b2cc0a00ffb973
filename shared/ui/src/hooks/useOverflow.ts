import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Tracks whether the element behind `ref` is taller than `limit` px,
 * re-measuring when it resizes.
 */
export function useOverflow<T extends HTMLElement>(limit: number) {
  const ref = useRef<T>(null);
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflowing(element.offsetHeight > limit);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [limit]);
  return { ref, overflowing };
}
