import { useEffect, useState } from 'react';
import { formatBits } from '@app/core';
import { useCore } from '@app/ui';
import { useLatest } from '../ui/useLatest';
import { zappedNotePath } from './zap-toast';
import { loadZapPort } from './load-zap-port';
import { quickZap, quickZapAmount } from './quick-zap';
import { ZapDialog } from './ZapDialog';
import type { ZapPort, ZapRequest } from './zap-port';

export interface ZapFlowProps {
  request: ZapRequest;
  onClose(): void;
}

type Flow = { mode: 'deciding' } | { mode: 'dialog'; port: ZapPort; name: string } | { mode: 'failed'; reason: string };

/**
 * What a tap on zap does (exposed to the shell, which hosts it on `zap:request`): a quick zap of the saved default when
 * a wallet can pay (nothing opens; a failure toasts), else the zap dialog.
 */
export default function ZapFlow({ request, onClose }: ZapFlowProps) {
  const core = useCore();
  const [flow, setFlow] = useState<Flow>({ mode: 'deciding' });
  const linkTo = zappedNotePath(request.event);
  const close = useLatest(onClose);

  useEffect(() => {
    let live = true;
    void (async () => {
      const port = await loadZapPort(core);
      const quick = await quickZapAmount(port, request);
      if (quick !== null) {
        close.current();
        return void quickZap(port, request, quick, linkTo);
      }
      const name = await port.nameOf(request.pubkey);
      if (live) setFlow({ mode: 'dialog', port, name });
    })().catch((error: unknown) => live && setFlow({ mode: 'failed', reason: String(error) }));
    return () => {
      live = false;
    };
  }, [core, request, close]);

  if (flow.mode === 'failed') throw new Error(flow.reason);
  if (flow.mode === 'deciding') return null; // a moment: the wallet's code loads and the default is checked
  const zapped = (bits: number) => {
    flow.port.toastSuccess(`Zapped ${flow.name} ${formatBits(bits)} bits`);
    onClose();
  };
  return <ZapDialog port={flow.port} request={request} name={flow.name} linkTo={linkTo} onClose={onClose} onZapped={zapped} />;
}
