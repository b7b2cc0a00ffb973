import { useEffect, useState } from 'react';
import type { AppEvent } from '@app/core';
import { useCore } from '@app/ui';
import { RemotePage } from '../remotes/RemotePage';

type ComposeRequest = Extract<AppEvent, { type: 'compose:open' }>;

/** Hosts the feed remote's reply / quote dialog, whichever page asked for it on the bus. */
export function ComposeHost() {
  const core = useCore();
  const [request, setRequest] = useState<ComposeRequest | null>(null);
  useEffect(() => {
    const subscription = core.bus.on('compose:open').subscribe(setRequest);
    return () => subscription.unsubscribe();
  }, [core]);
  if (!request) return null;
  return <RemotePage remote="feed" page="ComposeModal" props={{ replyTo: request.replyTo, quote: request.quote, onClose: () => setRequest(null) }} />;
}
