import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { BalanceCard } from './BalanceCard';

const meta = {
  title: 'Wallet/BalanceCard',
  component: BalanceCard,
  args: { providerLabel: 'Ecash (Cashu)', balance: 12_345, mints: [{ url: 'https://mint.example.com', name: 'Example Mint', balance: 12_000 }, { url: 'https://nuts.example.org/Bitcoin', name: 'nuts.example.org/Bitcoin', balance: 345 }] },
} satisfies Meta<typeof BalanceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ecash balance in bits (K above 1000) and what each mint holds. */
export const Ecash: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Balance' })).toBeVisible();
    await expect(canvas.getByTestId('balance-amount')).toHaveTextContent('12.35K bits');
    const perMint = canvas.getByRole('list', { name: 'Balance per mint' });
    await expect(perMint).toHaveTextContent('Example Mint: 12K bits');
    await expect(perMint).toHaveTextContent('nuts.example.org/Bitcoin: 345 bits');
  },
};

export const Empty: Story = {
  args: { balance: 0, mints: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('balance-amount')).toHaveTextContent('0 bits');
  },
};

export const Loading: Story = {
  args: { balance: undefined, mints: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading balance' })).toBeVisible();
  },
};

export const PendingOperations: Story = {
  args: { pending: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2 operations are pending; they finish once the mints answer.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, balance: null, mints: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No wallet connected')).toBeVisible();
    await expect(canvas.queryByText('Ecash (Cashu)')).toBeNull();
  },
};

/** A remote wallet that could not be read: the core's error text. */
export const Failed: Story = {
  args: { providerLabel: 'Nostr Wallet Connect · Alby Hub', balance: null, mints: [], error: 'NWC request get_balance timed out' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('NWC request get_balance timed out');
  },
};

export const Unavailable: Story = {
  args: { providerLabel: 'Browser wallet (WebLN)', balance: null, mints: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Balance unavailable')).toBeVisible();
  },
};
