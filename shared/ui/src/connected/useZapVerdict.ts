import { useEffect, useState } from 'react';
import type { NostrEvent } from '@app/core';
import { useCore } from '@app/ui';

/** Whether a zap receipt passes the core's NIP-57 checks: undefined while checking (or for other events). */
export function useZapVerdict(receipt: NostrEvent | null): boolean | undefined {
  const core = useCore();
  const [verdict, setVerdict] = useState<{ id: string; counts: boolean } | null>(null);
  useEffect(() => {
    if (!receipt || receipt.kind !== 9735) return;
    let live = true;
    core.verifyZap(receipt).then(
      (counts) => live && setVerdict({ id: receipt.id, counts }),
      () => live && setVerdict({ id: receipt.id, counts: false }),
    );
    return () => {
      live = false;
    };
  }, [core, receipt]);
  return receipt && verdict?.id === receipt.id ? verdict.counts : undefined;
}
