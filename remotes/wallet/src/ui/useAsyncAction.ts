import { useCallback, useEffect, useRef, useState } from 'react';

/** The text a failure shows: the error's own message (the core's are written for users), else a generic one. */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : 'Something went wrong';
}

export interface AsyncAction<A extends unknown[], T> {
  run(...args: A): Promise<T | undefined>;
  pending: boolean;
  error: string | null;
  result: T | undefined;
  reset(): void;
}

/**
 * One user action that calls the wallet: pending while it runs (a second run waits for none), its result, or the
 * failure's text. Nothing is set after unmount (a dialog closed mid-payment).
 */
export function useAsyncAction<A extends unknown[], T>(action: (...args: A) => Promise<T>): AsyncAction<A, T> {
  const [state, setState] = useState<{ pending: boolean; error: string | null; result: T | undefined }>({ pending: false, error: null, result: undefined });
  const latest = useRef(action);
  const mounted = useRef(true);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = useCallback(async (...args: A) => {
    setState({ pending: true, error: null, result: undefined });
    try {
      const result = await latest.current(...args);
      if (mounted.current) setState({ pending: false, error: null, result });
      return result;
    } catch (error) {
      if (mounted.current) setState({ pending: false, error: errorText(error), result: undefined });
      return undefined;
    }
  }, []);
  const reset = useCallback(() => setState({ pending: false, error: null, result: undefined }), []);
  return { run, reset, ...state };
}
