import { useEffect, useState } from 'react';
import type { VirtualFeedList } from './VirtualFeedList';

type VirtualList = typeof VirtualFeedList;

let loaded: VirtualList | null = null;
let pending: Promise<VirtualList> | null = null;

/** Loads the virtual list's module once (the virtualizer with it); a failed load may be tried again. */
export function loadVirtualFeedList(): Promise<VirtualList> {
  pending ??= import('./VirtualFeedList').then(
    (module) => (loaded = module.VirtualFeedList),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** Runs `task` in a task after the next frame: after the first paint of what was just committed. */
function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(task)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The virtual list component once its code is here, else null: the first mount asks for it after its first paint,
 * so the feed's first rows do not wait for the virtualizer. A failed load is thrown to the page's error boundary.
 */
export function useVirtualFeedList(): VirtualList | null {
  const [list, setList] = useState<VirtualList | null>(() => loaded);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    if (list) return;
    let live = true;
    const cancel = afterPaint(() => {
      loadVirtualFeedList().then(
        (component) => live && setList(() => component),
        (failure: unknown) => live && setError(failure instanceof Error ? failure : new Error(String(failure))),
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [list]);
  if (error) throw error;
  return list;
}
