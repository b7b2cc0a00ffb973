import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTheme } from '@emotion/react';
import { Button } from '@app/ui';
import type { AuthActions } from './auth-actions';
import { DIALOG_BACKDROP } from './DialogLoading';
import { CreateAccountForm } from './CreateAccountForm';
import { ExtensionForm, PrivateKeyForm, RemoteSignerForm } from './LoginForms';

const TABS = ['Create account', 'Private key', 'Extension', 'Remote signer'] as const;
type Tab = (typeof TABS)[number];

export interface SignInDialogProps {
  actions: AuthActions;
  publishProfile(name: string): Promise<void>;
  /** Relays offered in a nostrconnect:// URI. */
  relays: string[];
  onClose(): void;
}

/** Modal sign-in / sign-up dialog: create an account, or sign in with a key, an extension or a remote signer. */
export function SignInDialog({ actions, publishProfile, relays, onClose }: SignInDialogProps) {
  const theme = useTheme();
  const [tab, setTab] = useState<Tab>('Create account');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>('input, button:not([disabled])')?.focus();
    return () => before?.focus?.();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };
  const form = { actions, onDone: onClose };
  // A portal: the account button sits in the sticky side bar, whose stacking context would trap the overlay.
  return createPortal(
    <div style={DIALOG_BACKDROP} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby="sign-in-title"
        onKeyDown={onKeyDown}
        style={{ background: theme.colors.bg, color: theme.colors.text, border: `1px solid ${theme.colors.border}`, borderRadius: 12, padding: 20, width: 'min(440px, 92vw)', maxHeight: '90vh', overflow: 'auto' }}
      >
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <h2 id="sign-in-title" style={{ margin: 0 }}>
            Sign in
          </h2>
          <Button type="button" variant="ghost" aria-label="Close" onClick={onClose}>
            ×
          </Button>
        </div>
        <div role="tablist" aria-label="Sign-in method" style={{ display: 'flex', flexWrap: 'wrap', gap: 4, margin: '12px 0' }}>
          {TABS.map((name) => (
            <Button key={name} type="button" role="tab" aria-selected={tab === name} variant={tab === name ? 'primary' : 'ghost'} size="sm" onClick={() => setTab(name)}>
              {name}
            </Button>
          ))}
        </div>
        <div role="tabpanel" aria-label={tab}>
          {tab === 'Create account' && <CreateAccountForm {...form} publishProfile={publishProfile} />}
          {tab === 'Private key' && <PrivateKeyForm {...form} />}
          {tab === 'Extension' && <ExtensionForm {...form} />}
          {tab === 'Remote signer' && <RemoteSignerForm {...form} relays={relays} />}
        </div>
      </div>
    </div>,
    document.body,
  );
}
