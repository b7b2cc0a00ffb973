import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorText, useAsyncAction } from './useAsyncAction';

describe('useAsyncAction', () => {
  it('is pending while the action runs, then holds its result', async () => {
    let finish: (value: number) => void = () => {};
    const { result } = renderHook(() => useAsyncAction(() => new Promise<number>((resolve) => (finish = resolve))));
    let run: Promise<number | undefined> = Promise.resolve(undefined);
    act(() => {
      run = result.current.run();
    });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      finish(21);
      await run;
    });
    expect(result.current).toMatchObject({ pending: false, error: null, result: 21 });
  });

  it("shows a failure's own message, and reset clears it", async () => {
    const { result } = renderHook(() => useAsyncAction(async () => Promise.reject(new Error('Insufficient balance'))));
    await act(async () => {
      expect(await result.current.run()).toBeUndefined();
    });
    expect(result.current.error).toBe('Insufficient balance');
    act(() => result.current.reset());
    expect(result.current.error).toBeNull();
  });
});

describe('errorText', () => {
  it('falls back to a generic text for failures without a message', () => {
    expect(errorText(new Error(''))).toBe('Something went wrong');
    expect(errorText(undefined)).toBe('Something went wrong');
    expect(errorText('Payment failed')).toBe('Payment failed');
  });
});
