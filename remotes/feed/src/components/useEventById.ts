import { useEffect, useState } from 'react';
import { useCore } from '@app/ui';
import type { EventLoad } from './event-load';

/** Loads one event by id (cache first, then relays). */
export function useEventById(id: string | undefined): EventLoad {
  const core = useCore();
  const [load, setLoad] = useState<EventLoad>({ state: 'loading' });
  useEffect(() => {
    if (!id) return setLoad({ state: 'missing' });
    let cancelled = false;
    setLoad({ state: 'loading' });
    core.getEvent(id).then(
      (event) => !cancelled && setLoad(event ? { state: 'found', event } : { state: 'missing' }),
      (error: Error) => !cancelled && setLoad({ state: 'error', message: error.message }),
    );
    return () => {
      cancelled = true;
    };
  }, [core, id]);
  return load;
}
