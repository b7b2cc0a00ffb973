import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { LOGOUT_WARNING, LogoutWarning } from './LogoutWarning';

const meta = {
  title: 'Auth/LogoutWarning',
  component: LogoutWarning,
  args: { onCancel: fn(), onConfirm: fn() },
  render: (args) => (
    <>
      <p>The page behind the dialog</p>
      <LogoutWarning {...args} />
    </>
  ),
} satisfies Meta<typeof LogoutWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logging out of a key never saved: the warning says what is lost; Cancel is the first choice. */
export const Asks: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: LOGOUT_WARNING.title });
    await expect(dialog).toHaveTextContent('no one can recover it');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: LOGOUT_WARNING.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Escape keeps the account, like Cancel. */
export const EscapeCancels: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: LOGOUT_WARNING.title });
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
