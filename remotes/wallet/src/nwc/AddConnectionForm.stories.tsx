import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NWC_STRING } from '../stories/wallet-fixtures';
import { AddConnectionForm } from './AddConnectionForm';

const meta = {
  title: 'Wallet/AddConnectionForm',
  component: AddConnectionForm,
  args: { onAdd: fn(async (connectionString: string, name?: string) => ({ id: 'new', name: name ?? 'Alby Hub', connectionString })) },
} satisfies Meta<typeof AddConnectionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a name, the wallet's own alias names it (the core asks the wallet). */
export const Connects: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Connect' })).toBeDisabled();
    await expect(canvas.getByLabelText('Connection string')).toHaveAttribute('type', 'password');
    await userEvent.type(canvas.getByLabelText('Connection string'), `  ${NWC_STRING}  `);
    await userEvent.click(canvas.getByRole('button', { name: 'Connect' }));
    await expect(await canvas.findByText('Connected Alby Hub')).toBeVisible();
    await expect(args.onAdd).toHaveBeenCalledWith(NWC_STRING, undefined);
  },
};

export const WalletSilent: Story = {
  args: { onAdd: fn((_connection: string) => Promise.reject(new Error('NWC request get_info timed out'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Connection string'), NWC_STRING);
    await userEvent.click(canvas.getByRole('button', { name: 'Connect' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('NWC request get_info timed out');
  },
};

/** The scanner is offered beside Connect. */
export const ScanOffered: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Scan connection QR' })).toHaveAttribute('aria-pressed', 'false');
  },
};
