import { useEffect, useState } from 'react';
import type { NostrEvent } from '@app/core';
import { useCore } from '@app/ui';
import { CampaignDialog } from './CampaignDialog';
import { loadZapPort } from './load-zap-port';
import type { ZapPort } from './zap-port';

export interface ZapCampaignProps {
  events: NostrEvent[];
  onClose(): void;
}

/** The zap-all campaign dialog (exposed to the shell, which hosts it on `zap:campaign`). */
export default function ZapCampaign({ events, onClose }: ZapCampaignProps) {
  const core = useCore();
  const [port, setPort] = useState<ZapPort | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    loadZapPort(core).then((loaded) => live && setPort(loaded), (error: unknown) => live && setFailure(error ?? 'Wallet unavailable'));
    return () => {
      live = false;
    };
  }, [core]);
  if (failure) throw failure;
  return port ? <CampaignDialog port={port} posts={events} onClose={onClose} /> : null;
}
