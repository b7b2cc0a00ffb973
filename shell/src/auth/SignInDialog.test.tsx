import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';

afterEach(cleanup);
import { AppThemeProvider, Modal } from '@app/ui';

// The dialog's code loads with the first one opened; loaded here, it renders at once.
beforeAll(async () => {
  await Modal.preload();
});
import type { AuthActions } from './auth-actions';
import { SignInDialog, type SignInDialogProps } from './SignInDialog';

const USER = { pubkey: 'ab'.repeat(32), method: 'privateKey' as const, locked: false };

function fakeActions(): AuthActions {
  return {
    createAccount: vi.fn(async () => ({ user: USER, backupNsec: 'nsec1backup' })),
    loginWithPrivateKey: vi.fn(async (input: string) => {
      if (input !== 'nsec1good') throw new Error('Invalid private key provided.');
      return USER;
    }),
    loginWithExtension: vi.fn(async () => {
      throw new Error('No browser extension found');
    }),
    loginWithBunker: vi.fn(async () => USER),
    confirmKeyBackup: vi.fn(),
    startNostrConnect: vi.fn(() => ({ uri: 'nostrconnect://abc', ready: Promise.resolve(), login: new Promise<never>(() => {}), cancel: vi.fn() })),
  };
}

function setup(extra: Partial<SignInDialogProps> = {}) {
  const actions = fakeActions();
  const publishProfile = vi.fn(async () => {});
  const onClose = vi.fn();
  render(
    <AppThemeProvider>
      <SignInDialog actions={actions} publishProfile={publishProfile} relays={['ws://r']} onClose={onClose} {...extra} />
    </AppThemeProvider>,
  );
  return { actions, publishProfile, onClose };
}

describe('SignInDialog', () => {
  it('is a modal dialog that takes focus and closes on Escape', () => {
    const { onClose } = setup();
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it("is titled 'Sign up' from the Sign up button, and 'Sign in' with the visitor's reason from an action", () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Sign up' }).hasAttribute('open')).toBe(true);
    expect(screen.getByRole('tab', { name: 'Create account' }).getAttribute('aria-selected')).toBe('true');
    cleanup();
    setup({ mode: 'sign-in', reason: 'Sign in to like this note.' });
    expect(screen.getByRole('dialog', { name: 'Sign in', description: 'Sign in to like this note.' }).hasAttribute('open')).toBe(true);
    expect(screen.getByRole('tab', { name: 'Private key' }).getAttribute('aria-selected')).toBe('true');
  });

  it("locks the other tabs while the new key is shown for saving, and confirms the backup on Continue", async () => {
    const { actions } = setup();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Eve' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })));
    expect(screen.getByRole('heading', { name: 'Save this key' }).tagName).toBe('H3');
    for (const name of ['Private key', 'Extension', 'Remote signer']) {
      const tab = screen.getByRole('tab', { name });
      expect(tab.getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(tab);
    }
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Create account' }), { key: 'ArrowRight' });
    expect(screen.getByTestId('backup-nsec').textContent).toBe('nsec1backup'); // still on the key, not another tab
    expect(actions.confirmKeyBackup).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText('I saved my key'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(actions.confirmKeyBackup).toHaveBeenCalledOnce();
  });

  it('creates an account, shows the nsec once, and publishes the profile after "I saved my key"', async () => {
    const { actions, publishProfile, onClose } = setup();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Eve Example' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })));
    expect(actions.createAccount).toHaveBeenCalled();
    expect(screen.getByTestId('backup-nsec').textContent).toContain('nsec1backup');
    const next = screen.getByRole('button', { name: 'Continue' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I saved my key'));
    await act(async () => fireEvent.click(next));
    expect(publishProfile).toHaveBeenCalledWith('Eve Example');
    expect(screen.queryByText('nsec1backup')).toBeNull();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the core error verbatim for a bad key and the extension', async () => {
    const { actions, onClose } = setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Private key' }));
    fireEvent.change(screen.getByLabelText('Private key (nsec or hex)'), { target: { value: 'nope' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    expect(screen.getByRole('alert').textContent).toContain('Invalid private key provided.');
    fireEvent.change(screen.getByLabelText('Private key (nsec or hex)'), { target: { value: 'nsec1good' } });
    fireEvent.change(screen.getByLabelText('Password (optional)'), { target: { value: 'pw' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    expect(actions.loginWithPrivateKey).toHaveBeenLastCalledWith('nsec1good', { password: 'pw' });
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('tab', { name: 'Extension' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in with extension' })));
    expect(screen.getByRole('alert').textContent).toContain('No browser extension found');
  });

  it('connects a bunker URI and shows a nostrconnect URI as text and QR code', async () => {
    const { actions } = setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Remote signer' }));
    fireEvent.change(screen.getByLabelText('Bunker URI'), { target: { value: ' bunker://x ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Connect' })));
    expect(actions.loginWithBunker).toHaveBeenCalledWith('bunker://x');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show a nostrconnect:// link' })));
    expect(screen.getByTestId('nostrconnect-uri').textContent).toContain('nostrconnect://abc');
    expect(screen.getByRole('img', { name: 'nostrconnect QR code' }).tagName).toBe('CANVAS');
  });
});
