import { useEffect, useRef, useState } from 'react';
import type { RebroadcastState } from './NoteMenuView';

/** Spec 2 §2: the success flag stays 3 s. */
export const REBROADCAST_SUCCESS_MS = 3000;

/** Runs a rebroadcast: progress, then success for 3 s (back to idle), or error. */
export function useRebroadcast(send: () => Promise<unknown>): [RebroadcastState, () => void] {
  const [state, setState] = useState<RebroadcastState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);
  const run = () => {
    if (state === 'progress') return;
    clearTimeout(timer.current);
    setState('progress');
    send().then(
      () => {
        if (!mounted.current) return;
        setState('success');
        timer.current = setTimeout(() => setState('idle'), REBROADCAST_SUCCESS_MS);
      },
      (error: unknown) => {
        console.warn('Rebroadcast failed', error);
        if (mounted.current) setState('error');
      },
    );
  };
  return [state, run];
}
