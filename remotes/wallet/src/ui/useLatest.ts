import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref that always holds the latest value: effects that run once per key read callbacks through it without
 * re-running when the caller passes a new function on every render.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
