import { useEffect, useRef, useState } from 'react';
import { canStartPull, pullDistance, REFRESH_LOCK_MS, releaseRefreshes, type PullPhase } from './pull-to-refresh';

export interface PullState {
  phase: PullPhase;
  /** How far the content is pulled down, in px. */
  distance: number;
}

/**
 * Pull-to-refresh on touch screens: a pull that starts at the top of the page moves the content at half speed;
 * releasing beyond the threshold calls onRefresh and locks further pulls for about 500 ms.
 */
export function usePullToRefresh(onRefresh: () => void, enabled = true): PullState {
  const [state, setState] = useState<PullState>({ phase: 'idle', distance: 0 });
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;

  useEffect(() => {
    if (!enabled) return;
    let startY: number | null = null;
    let distance = 0;
    let locked = false;
    let unlockTimer: ReturnType<typeof setTimeout> | undefined;

    const onStart = (event: TouchEvent) => {
      startY = !locked && canStartPull(window.scrollY) ? event.touches[0].clientY : null;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      distance = pullDistance(startY, event.touches[0].clientY);
      setState({ phase: distance > 0 ? 'pulling' : 'idle', distance });
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (!releaseRefreshes(distance)) {
        setState({ phase: 'idle', distance: 0 });
        return;
      }
      locked = true;
      setState({ phase: 'refreshing', distance });
      refresh.current();
      unlockTimer = setTimeout(() => {
        locked = false;
        setState({ phase: 'idle', distance: 0 });
      }, REFRESH_LOCK_MS);
    };

    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      clearTimeout(unlockTimer);
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, [enabled]);
  return state;
}
