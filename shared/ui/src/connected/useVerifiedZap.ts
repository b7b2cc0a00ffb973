import { useEffect, useState } from 'react';
import type { NostrEvent, ZapReceipt } from '@app/core';
import { useCore } from '@app/ui';

/** A zap receipt as the core reads it once it passed NIP-57's checks: undefined while checking, null when forged. */
export function useVerifiedZap(receipt: NostrEvent | null): ZapReceipt | null | undefined {
  const core = useCore();
  const [verdict, setVerdict] = useState<{ id: string; zap: ZapReceipt | null } | null>(null);
  useEffect(() => {
    if (!receipt || receipt.kind !== 9735) return;
    let live = true;
    core.verifyZap(receipt).then(
      (zap) => live && setVerdict({ id: receipt.id, zap }),
      () => live && setVerdict({ id: receipt.id, zap: null }),
    );
    return () => {
      live = false;
    };
  }, [core, receipt]);
  return receipt && verdict?.id === receipt.id ? verdict.zap : undefined;
}
