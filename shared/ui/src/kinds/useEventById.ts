import { getCore, hasCore, type NostrEvent } from '@app/core';
import { useEffect, useState } from 'react';

export type EventLoad = { state: 'loading' } | { state: 'found'; event: NostrEvent } | { state: 'missing' };

/** One event by id through the core (cache, then relays): loading, then found or missing. */
export function useEventById(id: string): EventLoad {
  const [result, setResult] = useState<{ id: string; load: EventLoad } | null>(null);
  useEffect(() => {
    let live = true;
    const lookup = hasCore() ? getCore().getEvent(id) : Promise.resolve(null);
    lookup.then(
      (event) => live && setResult({ id, load: event ? { state: 'found', event } : { state: 'missing' } }),
      () => live && setResult({ id, load: { state: 'missing' } }),
    );
    return () => {
      live = false;
    };
  }, [id]);
  return result?.id === id ? result.load : { state: 'loading' };
}
