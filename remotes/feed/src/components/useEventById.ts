import { useEffect, useState } from 'react';
import { useCore } from '@app/ui';
import type { EventLoad } from './event-load';
import { fetchEvent } from './fetch-event';

/** Loads one event by id (cache first, then relays, then the link's relay hints). */
export function useEventById(id: string | undefined, relays: string[] = []): EventLoad {
  const core = useCore();
  const [load, setLoad] = useState<EventLoad>({ state: 'loading' });
  const hints = relays.join(',');
  useEffect(() => {
    if (!id) return setLoad({ state: 'missing' });
    let cancelled = false;
    setLoad({ state: 'loading' });
    fetchEvent(core, id, hints ? hints.split(',') : []).then(
      (event) => !cancelled && setLoad(event ? { state: 'found', event } : { state: 'missing' }),
      (error: Error) => !cancelled && setLoad({ state: 'error', message: error.message }),
    );
    return () => {
      cancelled = true;
    };
  }, [core, id, hints]);
  return load;
}
