import { useEffect, useState } from 'react';
import { useCore } from '@app/ui';
import type { EventLoad } from '@app/ui';

export interface AddressPointer {
  kind: number;
  pubkey: string;
  identifier: string;
  relays?: string[];
}

/** Loads the newest version of an addressable event (article, listing): by author, kind and '#d'. */
export function useAddressableEvent(address: AddressPointer | undefined): EventLoad {
  const core = useCore();
  const [load, setLoad] = useState<EventLoad>({ state: 'loading' });
  const key = address ? `${address.kind}:${address.pubkey}:${address.identifier}` : '';
  useEffect(() => {
    if (!address) return setLoad({ state: 'missing' });
    let cancelled = false;
    setLoad({ state: 'loading' });
    const filter = { kinds: [address.kind], authors: [address.pubkey], '#d': [address.identifier], limit: 1 };
    core.pool.query([filter]).then(
      (events) => !cancelled && setLoad(events[0] ? { state: 'found', event: events[0] } : { state: 'missing' }),
      (error: Error) => !cancelled && setLoad({ state: 'error', message: error.message }),
    );
    return () => {
      cancelled = true;
    };
  }, [core, key]);
  return load;
}
