import { useMeasured } from './useMeasured';

/**
 * Tracks whether the element behind `ref` is taller than `limit` px,
 * re-measuring when it resizes.
 */
export function useOverflow<T extends HTMLElement>(limit: number) {
  const { ref, value: overflowing } = useMeasured<T, boolean>((element) => element.offsetHeight > limit, false, [limit]);
  return { ref, overflowing };
}
