import { useEffect } from 'react';
import type { CurrentUser } from '@app/core';
import { exportNcryptsec, revealSecretKey } from '@app/core/keys';
import { useCore, useObservable } from '@app/ui';
import { ExportKeyView } from './ExportKeyView';
import { RevealKeyView } from './RevealKeyView';

/** Which key dialog the bus asked for, and how to close it. */
export interface KeysDialogProps {
  action: 'reveal' | 'export';
  onClose(): void;
}

/** The key dialog asked for on the bus, wired to the host-only @app/core/keys; closes when the user logs out. */
export function KeysDialog({ action, onClose }: KeysDialogProps) {
  const core = useCore();
  const user = useObservable<CurrentUser | null | undefined>(core.session$, undefined);
  useEffect(() => {
    if (user === null) onClose();
  }, [user, onClose]);
  if (!user) return null;
  const passwordProtected = user.passwordProtected === true;
  if (action === 'reveal') {
    return <RevealKeyView passwordProtected={passwordProtected} reveal={async (password) => revealSecretKey(await core.signer(), password)} onClose={onClose} />;
  }
  return <ExportKeyView passwordProtected={passwordProtected} exportKey={async (password) => exportNcryptsec(await core.signer(), password)} onClose={onClose} />;
}
