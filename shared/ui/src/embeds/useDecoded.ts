import { useEffect, useState } from 'react';

export type Decoded<T> = { state: 'decoding' } | { state: 'done'; value: T } | { state: 'failed'; message: string };

/** Runs an async decoder for `input` and tracks decoding → done | failed. */
export function useDecoded<T>(input: string, decoder: (input: string) => Promise<T>): Decoded<T> {
  const [result, setResult] = useState<{ input: string; decoded: Decoded<T> } | null>(null);
  useEffect(() => {
    let live = true;
    decoder(input).then(
      (value) => live && setResult({ input, decoded: { state: 'done', value } }),
      (error: unknown) => live && setResult({ input, decoded: { state: 'failed', message: error instanceof Error ? error.message : '' } }),
    );
    return () => {
      live = false;
    };
  }, [input, decoder]);
  return result?.input === input ? result.decoded : { state: 'decoding' };
}
