import { useRef, useState, type PointerEvent } from 'react';
import { lockDirection, swipeStep } from './carousel';

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  time: number;
  axis: 'x' | 'y' | null;
}

/** Keeps receiving the drag when the pointer leaves the element (not possible for synthetic pointers). */
function capture(event: PointerEvent<HTMLElement>) {
  try {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.setPointerCapture(event.pointerId);
  } catch {
    // No active pointer with that id: the drag still works while the pointer stays over the element.
  }
}

/** Pointer handlers for a horizontal carousel: the live drag offset and a step (+1/-1) on release. */
export function useSwipe(onStep: (step: 1 | -1) => void) {
  const drag = useRef<Drag | null>(null);
  const [offset, setOffset] = useState(0);
  /** True right after a drag, so the click that ends it does not count as a click on the backdrop. */
  const justDragged = useRef(false);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, time: event.timeStamp, axis: null };
    justDragged.current = false;
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.x;
    current.axis ??= lockDirection(dx, event.clientY - current.y);
    if (current.axis !== 'x') return;
    capture(event);
    justDragged.current = true;
    setOffset(dx);
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    drag.current = null;
    setOffset(0);
    if (!current || current.pointerId !== event.pointerId || current.axis !== 'x') return;
    const width = event.currentTarget.getBoundingClientRect().width;
    const step = swipeStep({ dx: event.clientX - current.x, durationMs: event.timeStamp - current.time, width });
    if (step !== 0) onStep(step);
  };
  const onPointerCancel = () => {
    drag.current = null;
    setOffset(0);
  };
  return { offset, justDragged, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel } };
}
