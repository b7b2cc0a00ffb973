import { useMeasured } from '@app/ui';

/**
 * Whether the element behind `ref` is at least `min` px wide, re-measured as it resizes. A hidden element (0 px: a
 * kept-alive page out of view) keeps the last answer, so what it decides stays mounted until the page shows again.
 */
export function useWidthAtLeast<T extends HTMLElement>(min: number) {
  const { ref, value: wide } = useMeasured<T, boolean>((element) => (element.clientWidth > 0 ? element.clientWidth >= min : undefined), false, [min]);
  return { ref, wide };
}
