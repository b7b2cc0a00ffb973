import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CurrentUser } from '@app/core';
import { AccountSettingsView } from './AccountSettingsView';

const PUBKEY = 'ab'.repeat(32);
const localKey: CurrentUser = { pubkey: PUBKEY, method: 'privateKey', locked: false, passwordProtected: false };

const meta = {
  title: 'Views/AccountSettingsView',
  component: AccountSettingsView,
  args: {
    user: localKey,
    onShowKey: fn(),
    onExportKey: fn(),
    onChangePassword: fn(async () => {}),
    onLogout: fn(),
    onSignIn: fn(),
  },
} satisfies Meta<typeof AccountSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A local key without a password: the signer, the npub, where the key is kept (unencrypted, in local storage), Show/Export
 * (which only ask the shell) and 'Set password'.
 */
export const LocalKeyNoPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Password' })).toHaveTextContent(/kept unencrypted in this browser's local storage.*Set a password/);
    await expect(canvas.getByTestId('signer-method')).toHaveTextContent('Local key');
    await expect(canvas.getByTestId('npub')).toHaveTextContent(/^npub1/);
    await userEvent.click(canvas.getByRole('button', { name: 'Show secret key' }));
    await expect(args.onShowKey).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Export encrypted key (ncryptsec)' }));
    await expect(args.onExportKey).toHaveBeenCalledOnce();
    await expect(canvas.queryByLabelText('Current password')).toBeNull();
    await userEvent.type(canvas.getByLabelText('New password'), 'secret');
    await userEvent.type(canvas.getByLabelText('Repeat the new password'), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await expect(await canvas.findByText('Password set.')).toBeVisible();
    await expect(args.onChangePassword).toHaveBeenCalledWith(null, 'secret');
  },
};

/** A password is set: change (current + new + repeat) or remove it. */
export const LocalKeyWithPassword: Story = {
  args: { user: { ...localKey, passwordProtected: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/A password protects the key/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Current password'), 'old');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove password' }));
    await expect(await canvas.findByText('Password removed.')).toBeVisible();
    await expect(args.onChangePassword).toHaveBeenCalledWith('old', null);
  },
};

/** The core refuses the current password: its words, as an alert; the fields are kept. */
export const WrongPassword: Story = {
  args: { user: { ...localKey, passwordProtected: true }, onChangePassword: fn(async () => Promise.reject(new Error('Wrong password'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current password'), 'nope');
    await userEvent.type(canvas.getByLabelText('New password'), 'new');
    await userEvent.type(canvas.getByLabelText('Repeat the new password'), 'new{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Wrong password');
    await expect(canvas.getByLabelText('Current password')).toHaveValue('nope');
  },
};

/** The new password and its repeat differ: refused before the core is asked. */
export const RepeatMismatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'one');
    await userEvent.type(canvas.getByLabelText('Repeat the new password'), 'two{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The passwords do not match.');
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

/** A browser extension holds the key: no key actions, no password; Log out still there. */
export const Extension: Story = {
  args: { user: { pubkey: PUBKEY, method: 'nip07', locked: false, passwordProtected: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('signer-method')).toHaveTextContent('Browser extension (NIP-07)');
    await expect(canvas.queryByRole('button', { name: 'Show secret key' })).toBeNull();
    await expect(canvas.queryByLabelText('New password')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** A remote signer: its key and relays. */
export const RemoteSigner: Story = {
  args: {
    user: {
      pubkey: PUBKEY,
      method: 'nip46',
      locked: false,
      passwordProtected: false,
      remoteSigner: { pubkey: 'cd'.repeat(32), relays: ['wss://relay.nsec.app/', 'wss://bunker.example.com/'] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('signer-method')).toHaveTextContent('Remote signer (NIP-46)');
    await expect(canvas.getByTestId('remote-signer')).toHaveTextContent(/^npub1/);
    const relays = within(canvas.getByRole('list', { name: 'Relays of the remote signer' })).getAllByRole('listitem');
    await expect(relays.map((item) => item.textContent)).toEqual(['wss://relay.nsec.app/', 'wss://bunker.example.com/']);
    await expect(canvas.queryByRole('button', { name: 'Export encrypted key (ncryptsec)' })).toBeNull();
  },
};

/** Signed out: a sign-in prompt. */
export const SignedOut: Story = {
  args: { user: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You are not signed in')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Log out' })).toBeNull();
  },
};
