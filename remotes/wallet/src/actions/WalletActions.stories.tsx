import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WalletActions } from './WalletActions';

const meta = {
  title: 'Wallet/WalletActions',
  component: WalletActions,
  // The actions sit under the balance; with payments disabled there are none, the balance alone remains.
  decorators: [(Story) => (<div><p>Balance</p><Story /></div>)],
  args: { provider: 'cashu', onAction: fn() },
} satisfies Meta<typeof WalletActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ecash: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Wallet actions' });
    await expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual(['Receive', 'Send', 'Pay']);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onAction).toHaveBeenCalledWith('send');
  },
};

/** A remote wallet sends by paying invoices only: no ecash Send. */
export const RemoteWallet: Story = {
  args: { provider: 'nwc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Send' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Pay' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { provider: 'disabled' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group', { name: 'Wallet actions' })).toBeNull();
  },
};
