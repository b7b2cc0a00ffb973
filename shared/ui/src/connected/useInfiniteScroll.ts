import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls onReach when the element given to the returned callback ref comes within 600 px of the viewport.
 * A callback ref, so the observer follows the sentinel as it mounts, unmounts or moves.
 */
export function useInfiniteScroll<T extends Element>(onReach: () => void, enabled: boolean) {
  const callback = useRef(onReach);
  callback.current = onReach;
  const observer = useRef<IntersectionObserver | null>(null);

  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) callback.current();
        },
        { rootMargin: '600px 0px' },
      );
      observer.current.observe(element);
    },
    [enabled],
  );

  useEffect(() => () => observer.current?.disconnect(), []);
  return ref;
}
