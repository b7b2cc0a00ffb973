import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether the element behind `ref` is at least `min` px wide, re-measured as it resizes. A hidden element (0 px: a
 * kept-alive page out of view) keeps the last answer, so what it decides stays mounted until the page shows again.
 */
export function useWidthAtLeast<T extends HTMLElement>(min: number) {
  const ref = useRef<T>(null);
  const [wide, setWide] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = element.clientWidth;
      if (width > 0) setWide(width >= min);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [min]);
  return { ref, wide };
}
