import { useEffect, useState } from 'react';

export type AsyncState<T> = { state: 'idle' } | { state: 'loading' } | { state: 'done'; value: T } | { state: 'error'; message: string };

/** Runs an async task whenever its key changes; an empty key means idle. */
export function useAsync<T>(key: string, task: () => Promise<T>): AsyncState<T> {
  const [result, setResult] = useState<AsyncState<T>>({ state: 'idle' });
  useEffect(() => {
    if (!key) return setResult({ state: 'idle' });
    let cancelled = false;
    setResult({ state: 'loading' });
    task().then(
      (value) => !cancelled && setResult({ state: 'done', value }),
      (error: Error) => !cancelled && setResult({ state: 'error', message: error.message }),
    );
    return () => {
      cancelled = true;
    };
  }, [key]);
  return result;
}
