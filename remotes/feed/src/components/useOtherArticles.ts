import { useEffect, useState } from 'react';
import type { NostrEvent } from '@app/core';
import { useCore } from '@app/ui';
import type { AddressPointer } from './useAddressableEvent';

/** Spec 1 §9 'More from this author': 5 items, fetched as 5+1 so the open article can be left out. */
export const OTHER_ARTICLES_SHOWN = 5;

/** The author's other articles: loading, then up to five (newest first). */
export type OtherArticlesLoad = { state: 'loading' } | { state: 'done'; articles: NostrEvent[] };

function identifierOf(event: NostrEvent): string {
  return event.tags.find((tag) => tag[0] === 'd')?.[1] ?? '';
}

/** Up to five of `events` (newest first), without the open article and without repeats of one address. */
export function otherArticles(events: NostrEvent[], openIdentifier: string): NostrEvent[] {
  const byIdentifier = new Map<string, NostrEvent>();
  for (const event of [...events].sort((a, b) => b.created_at - a.created_at)) {
    const identifier = identifierOf(event);
    if (identifier !== openIdentifier && !byIdentifier.has(identifier)) byIdentifier.set(identifier, event);
  }
  return [...byIdentifier.values()].slice(0, OTHER_ARTICLES_SHOWN);
}

/** Spec 1 §7: other articles by the author, limit 5+1. */
export function useOtherArticles(address: AddressPointer | undefined): OtherArticlesLoad {
  const core = useCore();
  const [load, setLoad] = useState<OtherArticlesLoad>({ state: 'loading' });
  const key = address ? `${address.kind}:${address.pubkey}:${address.identifier}` : '';
  useEffect(() => {
    if (!address) return setLoad({ state: 'done', articles: [] });
    let cancelled = false;
    setLoad({ state: 'loading' });
    const filter = { kinds: [address.kind], authors: [address.pubkey], limit: OTHER_ARTICLES_SHOWN + 1 };
    core.pool.query([filter]).then(
      (events) => !cancelled && setLoad({ state: 'done', articles: otherArticles(events, address.identifier) }),
      () => !cancelled && setLoad({ state: 'done', articles: [] }),
    );
    return () => {
      cancelled = true;
    };
  }, [core, key]);
  return load;
}
