import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHighlightWindow } from './useHighlightWindow';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useHighlightWindow', () => {
  it('opens when the list is shown and closes after the window (spec 1 §4: 10 s)', () => {
    const { result, rerender } = renderHook(({ ready }) => useHighlightWindow(1000, ready, 10_000), { initialProps: { ready: false } });
    expect(result.current).toBeNull();
    rerender({ ready: true });
    expect(result.current).toBe(1000);
    act(() => void vi.advanceTimersByTime(9_999));
    expect(result.current).toBe(1000);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBeNull();
  });

  it('highlights nothing without a previous seen-at', () => {
    const { result } = renderHook(() => useHighlightWindow(undefined, true, 10_000));
    expect(result.current).toBeNull();
  });
});
