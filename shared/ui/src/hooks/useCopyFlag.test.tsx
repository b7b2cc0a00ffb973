import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_FLAG_MS, useCopyFlag } from './useCopyFlag';

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  vi.useFakeTimers();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  delete (navigator as unknown as Record<string, unknown>).clipboard;
});

describe('useCopyFlag', () => {
  it('copies and flags Copied for 2 s', async () => {
    const { result } = renderHook(() => useCopyFlag());
    await act(() => result.current.copy('npub1abc'));
    expect(writeText).toHaveBeenCalledWith('npub1abc');
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(COPIED_FLAG_MS - 1));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
    expect(COPIED_FLAG_MS).toBe(2000);
  });

  it('restarts the 2 s on a second copy', async () => {
    const { result } = renderHook(() => useCopyFlag());
    await act(() => result.current.copy('a'));
    act(() => vi.advanceTimersByTime(1500));
    await act(() => result.current.copy('b'));
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.copied).toBe(true);
  });

  it('only logs a refused copy', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = renderHook(() => useCopyFlag());
    await act(() => result.current.copy('a'));
    expect(result.current.copied).toBe(false);
    expect(warn).toHaveBeenCalledWith('Copy to clipboard failed', expect.any(DOMException));
    warn.mockRestore();
  });
});
