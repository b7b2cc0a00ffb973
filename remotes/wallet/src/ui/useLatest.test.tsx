import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useLatest } from './useLatest';

function Caller({ keyValue, onKey }: { keyValue: number; onKey(key: number): void }) {
  const latest = useLatest(onKey);
  useEffect(() => {
    latest.current(keyValue);
  }, [keyValue, latest]);
  return null;
}

describe('useLatest', () => {
  it('runs an effect once per key with the callback of the latest render', () => {
    const calls: string[] = [];
    const view = render(<Caller keyValue={1} onKey={(key) => calls.push(`first ${key}`)} />);
    act(() => view.rerender(<Caller keyValue={1} onKey={(key) => calls.push(`second ${key}`)} />));
    act(() => view.rerender(<Caller keyValue={2} onKey={(key) => calls.push(`third ${key}`)} />));
    expect(calls).toEqual(['first 1', 'third 2']);
  });
});
