import { useCallback, useState } from 'react';
import { errorText } from '../auth-actions';

/** One key request of a dialog: busy while it runs, then its result, or the core's error verbatim. */
export function useKeyRequest() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const run = useCallback(async (request: () => Promise<string>) => {
    setBusy(true);
    setError('');
    try {
      setResult(await request());
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, result, run, fail: setError };
}
