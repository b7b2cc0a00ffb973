import { useEffect, useState } from 'react';
import { useCore } from '@app/ui';
import type { EventLoad } from '@app/ui/nostr';
import type { AddressPointer } from '@app/core';

export type { AddressPointer };

/** Loads the newest version of an addressable event (article, listing) from the relays and the naddr's relay hints. */
export function useAddressableEvent(address: AddressPointer | undefined): EventLoad {
  const core = useCore();
  const [load, setLoad] = useState<EventLoad>({ state: 'loading' });
  const key = address ? `${address.kind}:${address.pubkey}:${address.identifier} ${(address.relays ?? []).join(' ')}` : '';
  useEffect(() => {
    if (!address) return setLoad({ state: 'missing' });
    let cancelled = false;
    setLoad({ state: 'loading' });
    core.getAddressable(address).then(
      (event) => !cancelled && setLoad(event ? { state: 'found', event } : { state: 'missing' }),
      (error: Error) => !cancelled && setLoad({ state: 'error', message: error.message }),
    );
    return () => {
      cancelled = true;
    };
  }, [core, key]);
  return load;
}
