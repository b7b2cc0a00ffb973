import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

/** How close to the bottom (px) still counts as at the bottom. */
const AT_BOTTOM_PX = 48;

/**
 * Keeps a scrolling element at its bottom: when first shown, and whenever `change` (e.g. the newest message's id or
 * the message count) changes while the reader was at the bottom, or with `force` (the user's own new message); a
 * reader scrolled up to older messages otherwise stays put. Spread `onScroll` on the element.
 */
export function useStickToBottom(ref: RefObject<HTMLElement | null>, change: unknown, force = false) {
  const atBottom = useRef(true);
  const onScroll = useCallback(() => {
    const element = ref.current;
    if (element) atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight <= AT_BOTTOM_PX;
  }, [ref]);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !(atBottom.current || force)) return;
    element.scrollTop = element.scrollHeight;
    atBottom.current = true;
  }, [ref, change, force]);
  /** Content that grows after the change (an image loading) keeps the bottom in view too. */
  const onContentLoad = useCallback(() => {
    const element = ref.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [ref]);
  return { onScroll, onContentLoad };
}
