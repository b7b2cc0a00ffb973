import { useEffect, useMemo, useState } from 'react';
import { combineLatest, type Subscription } from 'rxjs';
import type { NostrEvent } from '@app/core';
import { DEFAULT_DISTANCE } from '@app/core/search';
import { useCore } from '@app/ui';

const NOBODY: ReadonlySet<string> = new Set();

/** The authors of `events` inside the user's social graph (follow distance below 999), kept up to date as it grows. */
export function useKnownAuthors(events: NostrEvent[], enabled: boolean): ReadonlySet<string> {
  const core = useCore();
  // Keyed by the authors themselves: a new page with the same authors keeps the subscription.
  const key = [...new Set(events.map((event) => event.pubkey))].join();
  const authors = useMemo(() => (key ? key.split(',') : []), [key]);
  const [known, setKnown] = useState<ReadonlySet<string>>(NOBODY);
  useEffect(() => {
    if (!enabled || authors.length === 0) return;
    let subscription: Subscription | null = null;
    let current = true;
    void core.graph().then((graph) => {
      if (!current) return;
      subscription = combineLatest(authors.map((author) => graph.followDistance$(author))).subscribe((distances) =>
        setKnown(new Set(authors.filter((_, index) => distances[index] < DEFAULT_DISTANCE))),
      );
    });
    return () => {
      current = false;
      subscription?.unsubscribe();
    };
  }, [core, authors, enabled]);
  return known;
}
