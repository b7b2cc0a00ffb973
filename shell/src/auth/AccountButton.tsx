import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Button, ErrorBoundary, lazyComponent, useCore, useObservable } from '@app/ui';
import type { CurrentUser, SignerStore } from '@app/core';
import { DialogLoading } from './DialogLoading';

/** The dialog and its forms load on first use (or when the pointer comes to the button), not with the page. */
const loadDialog = () => import('./SignInDialog');
const prefetchDialog = () => void loadDialog().catch(() => {}); // a failure shows when the dialog is opened
const SignInDialog = lazy(() => loadDialog().then((module) => ({ default: module.SignInDialog })));

/** 'Sign up' (opens the sign-in dialog) when logged out; the user's avatar, name (not when compact) and 'Log out' when signed in. */
export function AccountButton({ compact = false }: { compact?: boolean }) {
  const core = useCore();
  const user = useObservable(core.session$, null as CurrentUser | null);
  const [open, setOpen] = useState(false);
  const relays = useObservable(core.relays.enabledUrls$, [] as string[]);
  const [store, setStore] = useState<SignerStore | null>(null);
  useEffect(() => {
    if (open && !store) void core.signer().then(setStore);
  }, [core, open, store]);
  const close = useCallback(() => setOpen(false), []);
  const publishProfile = useCallback((name: string) => import('./publish-new-profile').then((module) => module.publishNewProfile(core, name)), [core]);
  return (
    <>
      {user ? (
        <SignedIn pubkey={user.pubkey} compact={compact} onLogout={() => void core.signer().then((store) => store.logout())} />
      ) : (
        <Button type="button" variant="primary" size={compact ? 'sm' : 'md'} onClick={() => setOpen(true)} onPointerEnter={prefetchDialog} onFocus={prefetchDialog}>
          Sign up
        </Button>
      )}
      {/* Kept open across the login itself: the new account's backup step follows it. */}
      {open && (
        <ErrorBoundary>
          <Suspense fallback={<DialogLoading onClose={close} />}>
            {store ? <SignInDialog actions={store} publishProfile={publishProfile} relays={relays} onClose={close} /> : <DialogLoading onClose={close} />}
          </Suspense>
        </ErrorBoundary>
      )}
    </>
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

function SignedIn({ pubkey, compact, onLogout }: { pubkey: string; compact: boolean; onLogout(): void }) {
  return (
    <div data-testid="account" style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
      <AccountIdentity pubkey={pubkey} compact={compact} />
      <Button type="button" variant="ghost" size="sm" onClick={onLogout}>
        <span style={{ whiteSpace: 'nowrap' }}>Log out</span>
      </Button>
    </div>
  );
}
