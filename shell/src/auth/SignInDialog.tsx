import styled from '@emotion/styled';
import { useState } from 'react';
import { Modal, useTabs } from '@app/ui';
import type { AuthActions } from './auth-actions';
import { CreateAccountForm } from './CreateAccountForm';
import { ExtensionForm, PrivateKeyForm, RemoteSignerForm } from './LoginForms';

const TABS = ['Create account', 'Private key', 'Extension', 'Remote signer'] as const;
type Tab = (typeof TABS)[number];

/** 'sign-up' (the Sign up button) starts on Create account; 'sign-in' (a visitor's action) on Private key. */
export type SignInMode = 'sign-in' | 'sign-up';

const TabRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.xs}px;
  margin-bottom: ${(p) => p.theme.spacing.md}px;
`;

const TabButton = styled.button<{ $selected: boolean }>`
  padding: ${(p) => p.theme.spacing.xs}px ${(p) => p.theme.spacing.md}px;
  font: inherit;
  font-size: ${(p) => p.theme.fontSizes.sm}px;
  font-weight: 600;
  color: ${(p) => (p.$selected ? p.theme.colors.text : p.theme.colors.muted)};
  background: ${(p) => (p.$selected ? p.theme.colors.surfaceRaised : 'transparent')};
  border: 1px solid ${(p) => (p.$selected ? p.theme.colors.accent : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radius.round}px;
  cursor: pointer;
  &[aria-disabled='true'] {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

export interface SignInDialogProps {
  actions: AuthActions;
  publishProfile(name: string): Promise<void>;
  /** Relays offered in a nostrconnect:// URI. */
  relays: string[];
  onClose(): void;
  mode?: SignInMode;
  /** One line saying why the user is asked (a visitor's Like, Reply, …). */
  reason?: string;
}

/** The sign-in / sign-up dialog: create an account, or sign in with a key, an extension or a remote signer. */
export function SignInDialog({ actions, publishProfile, relays, onClose, mode = 'sign-up', reason }: SignInDialogProps) {
  const [tab, setTab] = useState<Tab>(mode === 'sign-up' ? 'Create account' : 'Private key');
  // While the new key is shown for saving, the other tabs are locked: leaving would drop the only copy on screen.
  const [savingKey, setSavingKey] = useState(false);
  const tabs = useTabs({ ids: TABS, selected: tab, onSelect: setTab, isDisabled: (id) => savingKey && id !== tab });
  const form = { actions, onDone: onClose };
  return (
    <Modal title={mode === 'sign-up' ? 'Sign up' : 'Sign in'} description={reason} onClose={onClose}>
      <TabRow aria-label="Sign-in method" {...tabs.listProps}>
        {TABS.map((name) => (
          <TabButton key={name} type="button" $selected={tab === name} {...tabs.tabProps(name)}>
            {name}
          </TabButton>
        ))}
      </TabRow>
      <div {...tabs.panelProps(tab)}>
        {tab === 'Create account' && <CreateAccountForm {...form} publishProfile={publishProfile} onSavingKey={setSavingKey} />}
        {tab === 'Private key' && <PrivateKeyForm {...form} />}
        {tab === 'Extension' && <ExtensionForm {...form} />}
        {tab === 'Remote signer' && <RemoteSignerForm {...form} relays={relays} />}
      </div>
    </Modal>
  );
}
