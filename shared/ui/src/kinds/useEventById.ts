import { getCore, hasCore, type NostrEvent } from '@app/core';
import { useEffect, useState } from 'react';

/** Where loading one event stands: still loading, found, not on any relay, or failed. */
export type EventLoad =
  | { state: 'loading' }
  | { state: 'found'; event: NostrEvent }
  | { state: 'missing' }
  | { state: 'error'; message: string };

/** One event by id through the core (cache, relays, then the relays a link names in `hints`). */
export function useEventById(id: string | undefined, hints: string[] = []): EventLoad {
  const [result, setResult] = useState<{ key: string; load: EventLoad } | null>(null);
  const hintList = hints.join(',');
  const key = `${id ?? ''} ${hintList}`;
  useEffect(() => {
    if (!id) return;
    let live = true;
    const lookup = hasCore() ? getCore().getEvent(id, hintList ? hintList.split(',') : []) : Promise.resolve(null);
    lookup.then(
      (event) => live && setResult({ key, load: event ? { state: 'found', event } : { state: 'missing' } }),
      (error: unknown) => live && setResult({ key, load: { state: 'error', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      live = false;
    };
  }, [id, hintList, key]);
  if (!id) return { state: 'missing' };
  return result?.key === key ? result.load : { state: 'loading' };
}
