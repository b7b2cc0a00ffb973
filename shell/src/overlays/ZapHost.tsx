import { useEffect, useState } from 'react';
import type { AppEvent } from '@app/core';
import { useCore } from '@app/ui';
import { RemotePage } from '../remotes/RemotePage';

type ZapRequest = Extract<AppEvent, { type: 'zap:request' }>;

/** Hosts the wallet remote's zap flow (quick zap or dialog), whichever page asked on the bus. */
export function ZapHost() {
  const core = useCore();
  const [request, setRequest] = useState<ZapRequest | null>(null);
  useEffect(() => {
    const subscription = core.bus.on('zap:request').subscribe(setRequest);
    return () => subscription.unsubscribe();
  }, [core]);
  if (!request) return null;
  return <RemotePage remote="wallet" page="ZapFlow" props={{ request, onClose: () => setRequest(null) }} />;
}
