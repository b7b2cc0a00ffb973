import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import WalletPage from './WalletPage';

const meta = {
  title: 'Pages/WalletPage',
  component: WalletPage,
} satisfies Meta<typeof WalletPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No wallet is connected: the page's only state until the wallet issue lands. */
export const NoWallet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Wallet' })).toBeVisible();
    await expect(canvas.getByText('No wallet connected')).toBeVisible();
  },
};
