import type { CurrentUser } from '@app/core';
import { useCore, useObservable } from '@app/ui';
import { AccountSettingsView } from './AccountSettingsView';

/**
 * /settings/account, connected: the session, the signer store's changePassword, and bus requests for what only the
 * shell may do (show or export the key, log out, sign in). This remote never touches the key.
 */
export function AccountSettings() {
  const core = useCore();
  const user = useObservable<CurrentUser | null | undefined>(core.session$, undefined);
  return (
    <AccountSettingsView
      user={user}
      onShowKey={() => core.bus.publish({ type: 'account:keys', action: 'reveal' })}
      onExportKey={() => core.bus.publish({ type: 'account:keys', action: 'export' })}
      onChangePassword={async (current, next) => (await core.signer()).changePassword(current, next)}
      onLogout={() => core.bus.publish({ type: 'auth:logout' })}
      onSignIn={() => core.bus.publish({ type: 'auth:request', mode: 'sign-in' })}
    />
  );
}
