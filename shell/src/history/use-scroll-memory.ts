import { useEffect, useLayoutEffect, useRef } from 'react';

const positions = new Map<string, number>();

/** Remembers the window scroll position per history entry and restores it when the entry is shown again. */
export function useScrollMemory(activeKey: string): void {
  const activeRef = useRef(activeKey);

  useLayoutEffect(() => {
    activeRef.current = activeKey;
    window.scrollTo(0, positions.get(activeKey) ?? 0);
  }, [activeKey]);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(activeRef.current, window.scrollY));
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);
}
