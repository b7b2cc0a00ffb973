import { useCallback, useEffect, useState } from 'react';
import { ErrorBoundary, lazyComponent, useCore } from '@app/ui';
import { DialogLoading } from '../DialogLoading';
import type { KeysDialogProps } from './KeysDialog';
import { KEYS_TEXTS } from './keys-texts';
import { logoutOrWarn } from './logout-request';

type Ask = KeysDialogProps['action'] | 'logout-warning';

/** The key dialog's code (and the key entry of the core) load with the first request. */
const KeysDialog = lazyComponent<KeysDialogProps>(
  () => import('./KeysDialog').then((module) => module.KeysDialog),
  ({ action, onClose }) => <DialogLoading title={action === 'reveal' ? KEYS_TEXTS.revealTitle : KEYS_TEXTS.exportTitle} onClose={onClose} />,
);

const LogoutWarning = lazyComponent<{ onCancel(): void; onConfirm(): void }>(() => import('../LogoutWarning').then((module) => module.LogoutWarning));

/**
 * Hosts what only the shell may do for a page (the settings' Account page): show or export the local key
 * ('account:keys') and log out ('auth:logout', with the unsaved-key warning first). Only the listening is in the
 * first load; the dialogs come with the first request.
 */
export function KeysHost() {
  const core = useCore();
  const [ask, setAsk] = useState<Ask | null>(null);
  useEffect(() => {
    const subscriptions = [
      core.bus.on('account:keys').subscribe((event) => setAsk(event.action)),
      core.bus.on('auth:logout').subscribe(() => {
        logoutOrWarn(core).then((warn) => warn && setAsk('logout-warning'), (error: unknown) => console.warn('Logout failed', error));
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [core]);
  const close = useCallback(() => setAsk(null), []);
  if (!ask) return null;
  const logout = () => {
    close();
    void core.signer().then((store) => store.logout());
  };
  return (
    <ErrorBoundary>
      {ask === 'logout-warning' ? <LogoutWarning onCancel={close} onConfirm={logout} /> : <KeysDialog action={ask} onClose={close} />}
    </ErrorBoundary>
  );
}
