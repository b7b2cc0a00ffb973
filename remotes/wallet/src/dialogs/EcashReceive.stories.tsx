import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fakeWalletPort, resetFakePort } from '../stories/fake-wallet-port';
import { operation, TOKEN } from '../stories/wallet-fixtures';
import { EcashReceive } from './EcashReceive';

const meta = {
  title: 'Wallet/EcashReceive',
  component: EcashReceive,
  beforeEach: resetFakePort,
  args: { port: fakeWalletPort({ overrides: { receiveToken: async () => operation('receive', 999, 0, { fee: 1 }) } }), onDone: fn() },
} satisfies Meta<typeof EcashReceive>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Redeemed: the amount and the mint's fee. */
export const RedeemedWithFee: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Redeem' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Ecash token' }));
    await userEvent.paste(TOKEN);
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem' }));
    await expect(await canvas.findByText('Received 999 bits')).toBeVisible();
    await expect(canvas.getByText('The mint kept 1 bit as its fee.')).toBeVisible();
  },
};

export const AlreadySpent: Story = {
  args: { port: fakeWalletPort({ overrides: { receiveToken: () => Promise.reject(new Error('Token already spent')) } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ecash token' }), TOKEN);
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Token already spent');
  },
};
