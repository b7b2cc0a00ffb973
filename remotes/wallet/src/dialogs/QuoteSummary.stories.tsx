import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { INVOICE, MINT_URL } from '../stories/wallet-fixtures';
import { QuoteSummary } from './QuoteSummary';

const meta = {
  title: 'Wallet/QuoteSummary',
  component: QuoteSummary,
  args: { quote: { mint: MINT_URL, quote: 'q1', invoice: INVOICE, amount: 2500, feeReserve: 25 } },
} satisfies Meta<typeof QuoteSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Amount + the mint's fee reserve = the most the payment can cost. */
export const WithFeeReserve: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2.5K bits')).toBeVisible();
    await expect(canvas.getByText('25 bits')).toBeVisible();
    await expect(canvas.getByText('2.525K bits')).toBeVisible();
  },
};
