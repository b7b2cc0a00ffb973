import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WIDGETS_DELAY_MS, useWidgetsReady } from './useWidgetsReady';

afterEach(() => vi.useRealTimers());

describe('useWidgetsReady', () => {
  it('lets the widgets load only after the delay, once the main thread is idle', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useWidgetsReady());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(WIDGETS_DELAY_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1001));
    expect(result.current).toBe(true);
  });
});
