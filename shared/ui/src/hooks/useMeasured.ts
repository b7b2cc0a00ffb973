import { useLayoutEffect, useRef, useState, type DependencyList } from 'react';

/**
 * A value read off the element behind `ref` (before paint, then on every resize). `read` answering undefined keeps
 * the last value: e.g. while the element is hidden and measures 0.
 */
export function useMeasured<T extends HTMLElement, V>(read: (element: T) => V | undefined, initial: V, deps: DependencyList) {
  const ref = useRef<T>(null);
  const [value, setValue] = useState(initial);
  // `read` is described by `deps`
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = read(element);
      if (next !== undefined) setValue(next);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, deps);
  return { ref, value };
}
