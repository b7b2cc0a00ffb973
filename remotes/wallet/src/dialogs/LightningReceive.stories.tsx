import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fakeWalletPort, resetFakePort } from '../stories/fake-wallet-port';
import { LightningReceive } from './LightningReceive';

const meta = {
  title: 'Wallet/LightningReceive',
  component: LightningReceive,
  beforeEach: resetFakePort,
  args: { port: fakeWalletPort(), ecash: true, onDone: fn(), pollMs: 100 },
} satisfies Meta<typeof LightningReceive>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Received: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Amount (bits)'), '21');
    await userEvent.click(canvas.getByRole('button', { name: 'Create invoice' }));
    await expect(await canvas.findByText('Received 21 bits')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalled();
  },
};

/** A failed check (the mint is down) is shown, and checking goes on. */
export const CheckFailing: Story = {
  args: { port: fakeWalletPort({ overrides: { checkLightning: () => Promise.reject(new Error('Cashu mint (mint.example.com) is offline. Try again later or change mints in wallet settings.')) } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Amount (bits)'), '21');
    await userEvent.click(canvas.getByRole('button', { name: 'Create invoice' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Cashu mint (mint.example.com) is offline.');
    await expect(canvas.getByText('Waiting for a payment of 21 bits…')).toBeVisible();
  },
};
