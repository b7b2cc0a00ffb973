import { useEffect, useState } from 'react';
import { whenIdle } from '@app/core';

/**
 * The widgets (social graph stats, people) start loading this long after the layout mounts: the graph's worker and
 * its crawl of follow lists must not compete with the page's first content for the CPU or the relay sockets.
 */
export const WIDGETS_DELAY_MS = 2000;

/** Whether the right column's widgets may load: WIDGETS_DELAY_MS after mounting, once the main thread is idle. */
export function useWidgetsReady(delayMs = WIDGETS_DELAY_MS): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelIdle = () => {};
    const delay = setTimeout(() => (cancelIdle = whenIdle(() => setReady(true))), delayMs);
    return () => {
      clearTimeout(delay);
      cancelIdle();
    };
  }, [delayMs]);
  return ready;
}
