import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddMintForm } from './AddMintForm';

const meta = {
  title: 'Wallet/AddMintForm',
  component: AddMintForm,
  args: { onAdd: fn(async (url: string) => ({ url, addedAt: 1, name: 'Fresh Mint' })) },
} satisfies Meta<typeof AddMintForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Adds: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add mint' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Mint URL'), 'https://fresh.example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Add mint' }));
    await expect(await canvas.findByText('Added Fresh Mint')).toHaveAttribute('role', 'status');
    await expect(args.onAdd).toHaveBeenCalledWith('https://fresh.example.com');
    await expect(canvas.getByLabelText('Mint URL')).toHaveValue('');
  },
};

export const Offline: Story = {
  args: { onAdd: fn((_url: string) => Promise.reject(new Error('Cashu mint (fresh.example.com) is offline. Try again later or change mints in wallet settings.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Mint URL'), 'https://fresh.example.com');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Cashu mint (fresh.example.com) is offline.');
  },
};
