import { useEffect, useState } from 'react';
import type { AppEvent } from '@app/core';
import { useCore } from '@app/ui';
import { RemotePage } from '../remotes/RemotePage';

type ZapAsk = Extract<AppEvent, { type: 'zap:request' | 'zap:campaign' }>;

/** Hosts the wallet remote's zap flow (quick zap or dialog) and zap-all campaign, whichever page asked on the bus. */
export function ZapHost() {
  const core = useCore();
  const [ask, setAsk] = useState<ZapAsk | null>(null);
  useEffect(() => {
    const subscriptions = [core.bus.on('zap:request').subscribe(setAsk), core.bus.on('zap:campaign').subscribe(setAsk)];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [core]);
  if (!ask) return null;
  const onClose = () => setAsk(null);
  if (ask.type === 'zap:campaign') return <RemotePage remote="wallet" page="ZapCampaign" props={{ events: ask.events, onClose }} />;
  return <RemotePage remote="wallet" page="ZapFlow" props={{ request: ask, onClose }} />;
}
