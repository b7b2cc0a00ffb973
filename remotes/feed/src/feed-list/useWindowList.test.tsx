import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_OVERSCAN, LIST_OVERSCAN, useWindowList } from './useWindowList';

// jsdom has no scrolling; the virtualizer scrolls the window to its initial offset.
beforeEach(() => void vi.spyOn(window, 'scrollTo').mockImplementation(() => {}));

describe('useWindowList', () => {
  it('mounts only the rows on screen (and one more) for the first paint, then the full overscan after it', async () => {
    const { result } = renderHook(() => useWindowList(1000, 180, (index) => String(index)));
    expect(result.current.virtualizer.options.overscan).toBe(FIRST_PAINT_OVERSCAN);
    await waitFor(() => expect(result.current.virtualizer.options.overscan).toBe(LIST_OVERSCAN));
  });

  it('knows the window size from its first render', () => {
    const { result } = renderHook(() => useWindowList(1000, 180, (index) => String(index)));
    expect(result.current.virtualizer.options.initialRect).toEqual({ width: window.innerWidth, height: window.innerHeight });
  });
});
