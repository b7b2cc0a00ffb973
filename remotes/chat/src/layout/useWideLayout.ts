import { useMeasured } from '@app/ui';

/** From this width (px) of the page's content the list and the open conversation sit side by side. */
export const SPLIT_MIN_WIDTH = 760;

/**
 * Whether the element behind `ref` is wide enough for two columns, re-measured as it resizes; a hidden element
 * (0 px: a page kept in history out of view) keeps the last answer.
 */
export function useWideLayout<T extends HTMLElement>() {
  const { ref, value: wide } = useMeasured<T, boolean>((element) => (element.clientWidth > 0 ? element.clientWidth >= SPLIT_MIN_WIDTH : undefined), false, []);
  return { ref, wide };
}
