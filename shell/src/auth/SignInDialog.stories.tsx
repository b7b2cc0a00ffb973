import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { AuthActions } from './auth-actions';
import { SignInDialog } from './SignInDialog';

const USER = { pubkey: 'ab'.repeat(32), method: 'privateKey' as const, locked: false };

/** The signer's calls, answered here: a created account, a refused key. */
const actions: AuthActions = {
  createAccount: fn(async () => ({ user: USER, backupNsec: 'nsec1storybackupkeystorybackupkeystorybackupkeystorybackup' })),
  confirmKeyBackup: fn(),
  loginWithPrivateKey: fn(async () => {
    throw new Error('Invalid private key provided.');
  }),
  loginWithExtension: fn(async () => {
    throw new Error('No browser extension found');
  }),
  loginWithBunker: fn(async () => USER),
  startNostrConnect: fn(() => ({ uri: 'nostrconnect://story', ready: Promise.resolve(), login: new Promise<never>(() => {}), cancel: () => {} })),
};

const meta = {
  title: 'Auth/SignInDialog',
  component: SignInDialog,
  args: { actions, publishProfile: fn(async () => {}), relays: ['ws://127.0.0.1:7777/'], onClose: fn() },
  render: (args) => (
    <>
      <p>The page behind the dialog</p>
      <SignInDialog {...args} />
    </>
  ),
} satisfies Meta<typeof SignInDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the Sign up button: titled 'Sign up', on Create account, the name field focused. */
export const SignUp: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
    await expect(within(dialog).getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(dialog).getByLabelText('Name')).toHaveFocus();
  },
};

/** A visitor's Like: titled 'Sign in', the reason under the title, on Private key; the arrows move between tabs. */
export const VisitorPrompt: Story = {
  args: { mode: 'sign-in', reason: 'Sign in to like this note.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign in', description: 'Sign in to like this note.' });
    const privateKey = within(dialog).getByRole('tab', { name: 'Private key' });
    await expect(privateKey).toHaveAttribute('aria-selected', 'true');
    privateKey.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('tab', { name: 'Extension' })).toHaveFocus();
    await expect(within(dialog).getByRole('tab', { name: 'Extension' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A refused key: the core's words, styled as an error. */
export const InvalidKey: Story = {
  args: { mode: 'sign-in' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await userEvent.type(within(dialog).getByLabelText('Private key (nsec or hex)'), 'not-a-key');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Invalid private key provided.');
    await expect(getComputedStyle(alert).color).toBe('rgb(240, 97, 109)');
  },
};

/** While the new key is shown for saving, the other tabs are locked. */
export const SavingKeyLocksTabs: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Story Sam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await expect(await within(dialog).findByRole('heading', { name: 'Save this key' })).toBeVisible();
    for (const name of ['Private key', 'Extension', 'Remote signer']) {
      await expect(within(dialog).getByRole('tab', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Private key' }));
    await expect(within(dialog).getByTestId('backup-nsec')).toBeVisible();
  },
};
