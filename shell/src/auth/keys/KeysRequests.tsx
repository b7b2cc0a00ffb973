import { useEffect, useState } from 'react';
import { lazyComponent, useCore } from '@app/ui';
import { DialogLoading } from '../DialogLoading';
import type { KeysDialogProps } from './KeysDialog';
import { KEYS_TEXTS } from './keys-texts';
import { logoutOrWarn } from './logout-request';

/** What a page asked the shell for. */
export type KeysRequest = KeysDialogProps['action'] | 'logout';

/** The key dialog's code (and the key entry of the core) load with the first show or export. */
const KeysDialog = lazyComponent<KeysDialogProps>(
  () => import('./KeysDialog').then((module) => module.KeysDialog),
  ({ action, onClose }) => <DialogLoading title={action === 'reveal' ? KEYS_TEXTS.revealTitle : KEYS_TEXTS.exportTitle} onClose={onClose} />,
);

const LogoutWarning = lazyComponent<{ onCancel(): void; onConfirm(): void }>(() => import('../LogoutWarning').then((module) => module.LogoutWarning));

/** Carries out one request: the key dialogs, or a logout (with the unsaved-key warning first). */
export default function KeysRequests({ request, onClose }: { request: KeysRequest; onClose: () => void }) {
  const core = useCore();
  const [warn, setWarn] = useState(false);
  useEffect(() => {
    if (request !== 'logout') return;
    logoutOrWarn(core).then(
      (mustWarn) => (mustWarn ? setWarn(true) : onClose()),
      (error: unknown) => {
        console.warn('Logout failed', error);
        onClose();
      },
    );
  }, [core, request, onClose]);
  if (request !== 'logout') return <KeysDialog action={request} onClose={onClose} />;
  if (!warn) return null;
  const logout = () => {
    onClose();
    void core.signer().then((store) => store.logout());
  };
  return <LogoutWarning onCancel={onClose} onConfirm={logout} />;
}
