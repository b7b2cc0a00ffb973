import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import OldWalletPage from './OldWalletPage';

const meta = {
  title: 'Pages/OldWalletPage',
  component: OldWalletPage,
} satisfies Meta<typeof OldWalletPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The legacy wallet screen when no legacy wallet exists. */
export const NoLegacyWallet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Old wallet' })).toBeVisible();
    await expect(canvas.getByText('No legacy wallet found')).toBeVisible();
  },
};
