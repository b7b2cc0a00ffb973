import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { RevealKeyView } from './RevealKeyView';

const NSEC = 'nsec1storystorystorystorystorystorystorystorystorystorystorys0';
const reveal = fn(async (password: string | null) => {
  if (password !== null && password !== 'pw') throw new Error('Wrong password');
  return NSEC;
});

const meta = {
  title: 'Auth/Keys/RevealKeyView',
  component: RevealKeyView,
  args: { passwordProtected: true, reveal, onClose: fn() },
  render: (args) => (
    <>
      <p>The account settings behind the dialog</p>
      <RevealKeyView {...args} />
    </>
  ),
} satisfies Meta<typeof RevealKeyView>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Your secret key' });

/** A password is set: it is asked for, the field focused; the button waits for it. */
export const AsksPassword: Story = {
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByLabelText('Your password')).toHaveFocus();
    await expect(box.getByRole('button', { name: 'Show key' })).toBeDisabled();
  },
};

/** A wrong password: the core's words, in the dialog. */
export const WrongPassword: Story = {
  play: async () => {
    const box = within(await dialog());
    await userEvent.type(box.getByLabelText('Your password'), 'nope{Enter}');
    await expect(await box.findByRole('alert')).toHaveTextContent('Wrong password');
  },
};

/** No password set: a confirm; then the nsec, read-only, with Copy and a warning. */
export const ConfirmThenShown: Story = {
  args: { passwordProtected: false },
  play: async () => {
    const box = within(await dialog());
    await expect(box.getByText('Anyone with this key controls your account. Show it?')).toBeVisible();
    await userEvent.click(box.getByRole('button', { name: 'Show key' }));
    const field = await box.findByLabelText('Secret key (nsec)');
    await expect(field).toHaveValue(NSEC);
    await expect(field).toHaveAttribute('readonly');
    await expect(box.getByText(/Never share it/)).toBeVisible();
    await expect(box.getByRole('button', { name: 'Copy' })).toBeVisible();
  },
};

/** An extension or remote-signer login: the core refuses, the dialog says why. */
export const HeldBySigner: Story = {
  args: { passwordProtected: false, reveal: fn(async (_password: string | null): Promise<string> => Promise.reject(new Error('Your key is held by your signer; it cannot be shown here.'))) },
  play: async () => {
    const box = within(await dialog());
    await userEvent.click(box.getByRole('button', { name: 'Show key' }));
    await expect(await box.findByRole('alert')).toHaveTextContent('held by your signer');
  },
};
