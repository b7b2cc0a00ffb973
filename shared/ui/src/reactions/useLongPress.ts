import { useCallback, useEffect, useRef, type PointerEvent } from 'react';
import { LONG_PRESS_MOVE_PX, LONG_PRESS_MS } from './reactionRules';

export interface LongPress {
  onPointerDown(event: PointerEvent): void;
  onPointerMove(event: PointerEvent): void;
  onPointerUp(): void;
  onPointerLeave(): void;
  onPointerCancel(): void;
  /** True once after a long press fired: the click that ends it should be ignored. */
  takeLongPress(): boolean;
}

/** Calls onLongPress after holding 500 ms without moving more than 15 px. */
export function useLongPress(onLongPress: () => void, enabled = true): LongPress {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  const latest = useRef(onLongPress);
  latest.current = onLongPress;
  useEffect(() => () => clearTimeout(timer.current), []);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    start.current = null;
  }, []);

  return {
    onPointerDown(event) {
      if (!enabled || event.button > 0) return;
      cancel();
      fired.current = false;
      start.current = { x: event.clientX ?? 0, y: event.clientY ?? 0 };
      timer.current = setTimeout(() => {
        start.current = null;
        fired.current = true;
        latest.current();
      }, LONG_PRESS_MS);
    },
    onPointerMove(event) {
      if (!start.current) return;
      const moved = Math.hypot((event.clientX ?? 0) - start.current.x, (event.clientY ?? 0) - start.current.y);
      if (moved > LONG_PRESS_MOVE_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    takeLongPress() {
      const was = fired.current;
      fired.current = false;
      return was;
    },
  };
}
