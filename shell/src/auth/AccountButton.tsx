import { useState } from 'react';
import { Button, lazyComponent, useCore, useObservable } from '@app/ui';
import type { CurrentUser } from '@app/core';
import { prefetchSignInDialog } from './sign-in-loader';

/** 'Sign up' (asks the shell's sign-in host for the dialog) when logged out; avatar, name (not when compact) and 'Log out' when signed in. */
export function AccountButton({ compact = false }: { compact?: boolean }) {
  const core = useCore();
  const user = useObservable(core.session$, null as CurrentUser | null);
  if (user) return <SignedIn user={user} compact={compact} onLogout={() => void core.signer().then((store) => store.logout())} />;
  return (
    <Button
      type="button"
      variant="primary"
      size={compact ? 'sm' : 'md'}
      onClick={() => core.bus.publish({ type: 'auth:request', mode: 'sign-up' })}
      onPointerEnter={prefetchSignInDialog}
      onFocus={prefetchSignInDialog}
    >
      Sign up
    </Button>
  );
}

/**
 * Avatar and name come with the Nostr components (@app/ui/nostr), loaded once a user is signed in: a visitor's page,
 * or a route without notes, never downloads them for the navigation. Until then, a circle of the avatar's size.
 */
const AccountIdentity = lazyComponent<{ pubkey: string; compact: boolean }>(
  () => import('./AccountIdentity').then((module) => module.AccountIdentity),
  ({ compact }) => <span aria-hidden style={{ width: compact ? 28 : 36, height: compact ? 28 : 36, borderRadius: '50%', background: 'currentColor', opacity: 0.1 }} />,
);

function SignedIn({ user, compact, onLogout }: { user: CurrentUser; compact: boolean; onLogout(): void }) {
  const [confirming, setConfirming] = useState(false);
  // A key created here and never saved is lost with the logout: ask first.
  const logout = () => (user.keyBackupPending ? setConfirming(true) : onLogout());
  return (
    <div data-testid="account" style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
      <AccountIdentity pubkey={user.pubkey} compact={compact} />
      <Button type="button" variant="ghost" size="sm" onClick={logout}>
        <span style={{ whiteSpace: 'nowrap' }}>Log out</span>
      </Button>
      {confirming && <LogoutWarning onCancel={() => setConfirming(false)} onConfirm={onLogout} />}
    </div>
  );
}

/** The unsaved-key warning loads when a logout asks for it. */
const LogoutWarning = lazyComponent<{ onCancel(): void; onConfirm(): void }>(() => import('./LogoutWarning').then((module) => module.LogoutWarning));
