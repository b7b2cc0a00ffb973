import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Avatar, ProfileName, useProfile } from '@app/ui/nostr';
import { Button, ErrorBoundary, useCore, useObservable } from '@app/ui';
import { npubEncode, type CurrentUser, type SignerStore } from '@app/core';
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

function SignedIn({ pubkey, compact, onLogout }: { pubkey: string; compact: boolean; onLogout(): void }) {
  const profile = useProfile(pubkey);
  const npub = npubEncode(pubkey);
  return (
    <div data-testid="account" style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
      <Link to={`/${npub}`} aria-label="Your profile" style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0, textDecoration: 'none' }}>
        <Avatar pubkey={pubkey} picture={profile?.picture} name={profile?.name} size={compact ? 28 : 36} />
        {/* the phone's header has room for the avatar only */}
        {!compact && <ProfileName pubkey={pubkey} profile={profile} />}
      </Link>
      <Button type="button" variant="ghost" size="sm" onClick={onLogout}>
        <span style={{ whiteSpace: 'nowrap' }}>Log out</span>
      </Button>
    </div>
  );
}
