import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

/** How close to the bottom (px) still counts as at the bottom. */
const AT_BOTTOM_PX = 48;

/**
 * Keeps a scrolling element at its bottom: when first shown, and whenever `change` (e.g. the newest message's id or
 * the message count) changes while the reader was at the bottom; a reader scrolled up to older messages stays put.
 * Spread `onScroll` on the element.
 */
export function useStickToBottom(ref: RefObject<HTMLElement | null>, change: unknown) {
  const atBottom = useRef(true);
  const onScroll = useCallback(() => {
    const element = ref.current;
    if (element) atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight <= AT_BOTTOM_PX;
  }, [ref]);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [ref, change]);
  /** Content that grows after the change (an image loading) keeps the bottom in view too. */
  const onContentLoad = useCallback(() => {
    const element = ref.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [ref]);
  return { onScroll, onContentLoad };
}
