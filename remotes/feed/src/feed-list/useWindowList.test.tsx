import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_OVERSCAN, LIST_OVERSCAN, useWindowList } from './useWindowList';

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
